// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// `transfer` moves nothing and returns `false` instead of reverting (as early tokens did on failure):
/// the transaction succeeds, so only a caller that checks the return value notices. `transferFrom` works,
/// so a pool can be filled.
contract FalseTransferToken is TestERC20 {
    string public constant name = "Test False Transfer";
    string public constant symbol = "TFALSE";
    uint8 public constant decimals = 18;

    function transfer(address, uint256) public pure override returns (bool) {
        return false;
    }
}
