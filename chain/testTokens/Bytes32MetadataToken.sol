// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// Answers `name()` and `symbol()` as `bytes32`, as MKR and SAI do (they predate ERC-20's `string`): a
/// reader that decodes a `string` gets garbage or an error.
contract Bytes32MetadataToken is TestERC20 {
    bytes32 public constant name = "Test Bytes32 Metadata";
    bytes32 public constant symbol = "TB32";
    uint8 public constant decimals = 18;
}
