// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// No decimals at all: one base unit is one whole token, so "0.5" cannot be sent and formatting must not
/// assume a fraction.
contract ZeroDecimalsToken is TestERC20 {
    string public constant name = "Test Zero Decimals";
    string public constant symbol = "TZERO";
    uint8 public constant decimals = 0;
}
