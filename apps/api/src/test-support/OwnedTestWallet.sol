// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A contract wallet for the sign-in tests: it vouches (EIP-1271) for a hash that its owner's key
/// signed, as smart accounts do for the messages their owners approve.
contract OwnedTestWallet {
    bytes4 private constant VALID = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address walletOwner) {
        owner = walletOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? VALID : INVALID;
    }
}
