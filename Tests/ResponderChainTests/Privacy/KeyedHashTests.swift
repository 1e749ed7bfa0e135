import Foundation
import PropertyBased
import Testing

@testable import ResponderChain

@Suite("HMAC-SHA-256 written in the core: RFC 4231's vectors, FIPS 180-4's digests, and what a key changes")
struct KeyedHashTests {
    private static func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }

    /// RFC 4231, section 4: test cases 1 to 4, 6 and 7 (case 5 is below, truncated as the RFC gives it).
    @Test(
        arguments: [
            (
                [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
            ),
            (
                Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
                "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
            ),
            (
                Array(1...25), [UInt8](repeating: 0xcd, count: 50),
                "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
            ),
            (
                [UInt8](repeating: 0xaa, count: 131),
                Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
            ),
            (
                [UInt8](repeating: 0xaa, count: 131),
                Array(
                    ("This is a test using a larger than block-size key and a larger than block-size data. The key needs to "
                        + "be hashed before being used by the HMAC algorithm.").utf8),
                "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
            ),
        ] as [([UInt8], [UInt8], String)])
    func rfc4231(key: [UInt8], message: [UInt8], expected: String) {
        #expect(KeyedHash.hex(KeyedHash.hmacSHA256(key: key, message: message)) == expected)
    }

    @Test("every message length up to three blocks, padding included, gets a digest of its own")
    func everyLengthGetsItsOwnDigest() {
        let digests = (0...192).map { length in
            KeyedHash.hex(
                KeyedHash.hmacSHA256(key: Array("key".utf8), message: [UInt8](repeating: 0x61, count: length)))
        }
        #expect(Set(digests).count == 193)
        #expect(digests.allSatisfy { $0.count == 64 })
    }

    @Test func rfc4231TruncatedCase() {
        let mac = KeyedHash.hmacSHA256(
            key: [UInt8](repeating: 0x0c, count: 20), message: Array("Test With Truncation".utf8))
        #expect(KeyedHash.hex(mac.prefix(16)) == "a3b6167473100ee06e0c796c2955552b")
    }

    /// FIPS 180-4's examples, and messages either side of a block and of the padding's boundary.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256(message: String, expected: String) {
        #expect(KeyedHash.hex(SHA256.digest(Array(message.utf8))) == expected)
    }

    @Test func aMillionBytesFedInPiecesOfEverySize() {
        var hash = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hash.update([UInt8](repeating: UInt8(ascii: "a"), count: count))
            fed += count
            piece = piece % 97 + 13
        }
        #expect(KeyedHash.hex(hash.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func aValueKeepsItsDigestUnderOneKeyAndChangesItUnderAnother() async {
        let appKey = ErrorPrivacy(hashKey: .app(Self.bytes("000102030405060708090a0b0c0d0e0f")))
        let otherKey = ErrorPrivacy(hashKey: .app(Self.bytes("f0e0d0c0b0a090807060504030201000")))
        await propertyCheck(input: Gen.int(in: 0...1_000_000)) { number in
            let value = "user-\(number)"
            let first = PrivacyRenderer(appKey).hashed(value)
            #expect(PrivacyRenderer(appKey).hashed(value) == first)
            #expect(PrivacyRenderer(otherKey).hashed(value) != first)
            #expect(PrivacyRenderer(appKey).hashed(value + "x") != first)
            #expect(first.hasPrefix("<hashed ") && first.count == "<hashed >".count + 16)
        }
    }

    @Test func theProcessKeyIsTheSameForEveryPolicyOfTheProcessAndAsLongAsADigest() {
        #expect(PrivacyRenderer(ErrorPrivacy()).hashed("a") == PrivacyRenderer(.default).hashed("a"))
        // RFC 2104, section 3: a key shorter than the hash's output weakens it; a longer one adds nothing.
        #expect(ErrorPrivacy.HashKey.perProcess.bytes.count == 32)
    }

    @Test func onlyTheFirstMegabyteOfAValueIsHashed() {
        let megabyte = String(repeating: "a", count: 1_048_576)
        let renderer = PrivacyRenderer(.default)
        #expect(renderer.hashed(megabyte + "tail") == renderer.hashed(megabyte + "other tail"))
        #expect(renderer.hashed(String(megabyte.dropLast()) + "b") != renderer.hashed(megabyte))
    }
}
