// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// 255 decimals, the most a `uint8` holds: a whole token is 10^255 base units, beyond `uint256`, so any
/// whole-token amount overflows and the product must refuse it.
contract MaxDecimalsToken is TestERC20 {
    string public constant name = "Test 255 Decimals";
    string public constant symbol = "T255";
    uint8 public constant decimals = 255;
}
