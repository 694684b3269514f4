// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

import {TestERC20} from "./TestERC20.sol";

/// `decimals()` reverts (it is optional in ERC-20): without it no amount can be shown or entered, so the
/// product must refuse the token rather than guess.
contract RevertingDecimalsToken is TestERC20 {
    string public constant name = "Test Reverting Decimals";
    string public constant symbol = "TRDEC";

    function decimals() external pure returns (uint8) {
        revert("no decimals");
    }
}
