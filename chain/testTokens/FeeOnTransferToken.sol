// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// Burns 1 % of every transfer (like SAFEMOON-style "reflection" tokens): the receiver gets less than was
/// sent, so a quote that ignores the fee promises too much and V2's plain swaps fail their own checks.
contract FeeOnTransferToken is TestERC20 {
    string public constant name = "Test Fee On Transfer";
    string public constant symbol = "TFOT";
    uint8 public constant decimals = 18;
    /// In basis points of the amount sent.
    uint256 public constant FEE_BPS = 100;

    function _move(address from, address to, uint256 amount) internal override {
        uint256 fee = (amount * FEE_BPS) / 10_000;
        balances[from] -= amount;
        balances[to] += amount - fee;
        supply -= fee;
        emit Transfer(from, to, amount - fee);
        emit Transfer(from, address(0), fee);
    }
}
