// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// The bare ERC-20 bookkeeping the hostile test tokens share: balances, allowances, a public mint (so the
/// chain's faucet funds them like its other test tokens) and one `_move` hook each token may bend.
/// Metadata (name, symbol, decimals) is left to each token: that is where several of them misbehave.
/// Test contracts for the local chain only: anyone may mint.
abstract contract TestERC20 {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    uint256 internal supply;
    mapping(address => uint256) internal balances;
    mapping(address => mapping(address => uint256)) public allowance;

    function totalSupply() public view virtual returns (uint256) {
        return supply;
    }

    function balanceOf(address account) public view virtual returns (uint256) {
        return balances[account];
    }

    function mint(address to, uint256 amount) public virtual {
        supply += amount;
        balances[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function approve(address spender, uint256 amount) public returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public virtual returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal virtual {
        balances[from] -= amount;
        balances[to] += amount;
        emit Transfer(from, to, amount);
    }
}
