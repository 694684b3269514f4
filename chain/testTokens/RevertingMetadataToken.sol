// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// `name()` and `symbol()` revert (both are optional in ERC-20): a reader must label the token some other
/// way. Its decimals answer, so it can still be traded.
contract RevertingMetadataToken is TestERC20 {
    uint8 public constant decimals = 18;

    function name() external pure returns (string memory) {
        revert("no name");
    }

    function symbol() external pure returns (string memory) {
        revert("no symbol");
    }
}
