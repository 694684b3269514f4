// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// Balances change without transfers (like stETH or AMPL): holdings are shares, and `balanceOf` is shares
/// times an index anyone may set with `rebase` (a test contract), so a balance read before a trade may be
/// wrong after it and a pool's reserves drift from its balance.
contract RebasingToken is TestERC20 {
    string public constant name = "Test Rebasing";
    string public constant symbol = "TREB";
    uint8 public constant decimals = 18;
    uint256 private constant ONE = 1e18;
    /// Balance per share, 18 decimals; starts at one.
    uint256 public index = ONE;

    event Rebase(uint256 index);

    function rebase(uint256 newIndex) external {
        require(newIndex > 0, "index must be positive");
        index = newIndex;
        emit Rebase(newIndex);
    }

    function balanceOf(address account) public view override returns (uint256) {
        return (balances[account] * index) / ONE;
    }

    function totalSupply() public view override returns (uint256) {
        return (supply * index) / ONE;
    }

    function mint(address to, uint256 amount) public override {
        uint256 shares = (amount * ONE) / index;
        supply += shares;
        balances[to] += shares;
        emit Transfer(address(0), to, amount);
    }

    function _move(address from, address to, uint256 amount) internal override {
        uint256 shares = (amount * ONE) / index;
        balances[from] -= shares;
        balances[to] += shares;
        emit Transfer(from, to, amount);
    }
}
