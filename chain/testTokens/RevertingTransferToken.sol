// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// `transfer` always reverts (a paused or blocklisting token), while `transferFrom` works: a pool can be
/// filled and sold into, but nothing can be sent or bought out of it.
contract RevertingTransferToken is TestERC20 {
    string public constant name = "Test Reverting Transfer";
    string public constant symbol = "TREV";
    uint8 public constant decimals = 18;

    function transfer(address, uint256) public pure override returns (bool) {
        revert("transfers are paused");
    }
}
