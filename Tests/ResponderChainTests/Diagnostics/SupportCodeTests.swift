import Foundation
import ResponderChain
import Testing

/// SplitMix64: the same draws on every run, so that a failure names codes that can be made again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("SupportCode: short, checked, grouped by the error, different for each occurrence")
struct SupportCodeTests {
    static let alphabet = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// 200 codes of errors of several kinds, drawn from a generator with a fixed start.
    static func codes(count: Int = 200) -> [SupportCode] {
        var generator = SplitMix(state: 0x5EED)
        let errors: [any Error] = [
            URLError(.notConnectedToInternet), URLError(.timedOut), CocoaError(.fileNoSuchFile),
            NSError(domain: "Payments", code: 402), CancellationError(),
        ]
        return (0..<count).map { index in
            SupportCode(fingerprint: ErrorChain.fingerprint(of: errors[index % errors.count]), using: &generator)
        }
    }

    @Test("a code is 12 characters of Crockford's base 32, shown in groups of 3, 4 and 5, and read back the same")
    func shapeAndRoundTrip() {
        for code in Self.codes() {
            let text = code.description
            let groups = text.split(separator: "-", omittingEmptySubsequences: false)
            #expect(groups.map(\.count) == [3, 4, 5], "\(text)")
            #expect(groups.joined().allSatisfy { Self.alphabet.contains($0) }, "\(text)")
            #expect(SupportCode(text) == code, "\(text)")
        }
    }

    @Test(
        "known codes, worked out by hand",
        arguments: [
            (0, 0, "000-0000-00000"),
            // Values 0 0 1, then eight zeros: the 1 is doubled (an odd place from the right), so the check is 32 − 2.
            (1, 0, "001-0000-0000Y"),
            // The occurrence's last value, 1, is doubled; the check makes up 32 − 2.
            (0, 1, "000-0000-0001Y"),
            // All ones: eleven values of 31; five undoubled (31 each), six doubled (62: 1 + 30 = 31 each); 11 × 31
            // = 341 = 21 mod 32, so the check is 11, B.
            (0x7FFF, (1 << 40) - 1, "ZZZ-ZZZZ-ZZZZB"),
        ] as [(UInt16, UInt64, String)])
    func knownCodes(grouping: UInt16, occurrence: UInt64, text: String) {
        let code = SupportCode(grouping: grouping, occurrence: occurrence)
        #expect(code.description == text)
        #expect(SupportCode(text) == code)
    }

    @Test("every single mistyped character is refused")
    func everySubstitutionIsRefused() {
        for code in Self.codes() {
            let characters = Array(code.description.replacingOccurrences(of: "-", with: ""))
            for position in characters.indices {
                for other in Self.alphabet where other != characters[position] {
                    var typed = characters
                    typed[position] = other
                    #expect(SupportCode(String(typed)) == nil, "\(code) typed as \(String(typed))")
                }
            }
        }
    }

    @Test("two different neighbours swapped are refused, but for 0 and Z, whose values differ by 31")
    func everyTranspositionButZeroAndZIsRefused() {
        var refused = 0
        for code in Self.codes() {
            let characters = Array(code.description.replacingOccurrences(of: "-", with: ""))
            for position in characters.indices.dropLast() where characters[position] != characters[position + 1] {
                var typed = characters
                typed.swapAt(position, position + 1)
                let pair = Set([characters[position], characters[position + 1]])
                if pair == ["0", "Z"] {
                    #expect(SupportCode(String(typed)) != nil)
                } else {
                    #expect(SupportCode(String(typed)) == nil, "\(code) typed as \(String(typed))")
                    refused += 1
                }
            }
        }
        #expect(refused > 1_500)
    }

    @Test("a code is read as people type it: either case, without hyphens, with spaces, O for 0, I and L for 1")
    func lenientReading() throws {
        let code = SupportCode(grouping: 0b00001_00000_00001, occurrence: 0x12_3456_789A)
        let text = code.description
        #expect(text.hasPrefix("101-"))
        let typings = [
            text.lowercased(),
            text.replacingOccurrences(of: "-", with: ""),
            text.replacingOccurrences(of: "-", with: " "),
            "IOL" + text.dropFirst(3),
            "l" + text.dropFirst(1).lowercased(),
        ]
        for typed in typings {
            #expect(SupportCode(typed) == code, "\(typed)")
        }
    }

    @Test(
        "what is not a code is refused",
        arguments: [
            "", "000-0000-0000", "000-0000-000000", "000-0000-0000U", "000-0000-0000*", "rc1-5e3a433c25c94ba2",
            "5e3a433c25c9", "000_0000_00000", "000-0000-00001",
        ])
    func notACode(text: String) {
        #expect(SupportCode(text) == nil)
    }

    @Test("occurrences of one error share the grouping part, which is the fingerprint's; the rest differs")
    func groupingAndOccurrence() {
        let offline = ErrorChain.fingerprint(of: URLError(.notConnectedToInternet))
        let timedOut = ErrorChain.fingerprint(of: URLError(.timedOut))
        var generator = SplitMix(state: 7)
        let codes = (0..<1_000).map { _ in SupportCode(fingerprint: offline, using: &generator) }
        #expect(Set(codes.map(\.groupingPart)).count == 1)
        #expect(codes.allSatisfy { $0.groups(offline) })
        #expect(Set(codes.map(\.occurrence)).count == 1_000)
        // The occurrence part spans its 40 bits: some draws set the top one.
        #expect(codes.contains { $0.occurrence >> 39 == 1 })
        #expect(codes.allSatisfy { $0.occurrence >> 40 == 0 })
        // The two fingerprints differ in their top 15 bits, so the other error's codes are told apart.
        #expect(offline.value >> 49 != timedOut.value >> 49)
        #expect(!codes[0].groups(timedOut))
        #expect(SupportCode(fingerprint: timedOut).groupingPart != codes[0].groupingPart)
    }

    @Test("the system's generator gives each occurrence its own code")
    func systemGenerator() {
        let fingerprint = ErrorChain.fingerprint(of: CocoaError(.fileNoSuchFile))
        let codes = Set((0..<100).map { _ in SupportCode(fingerprint: fingerprint) })
        #expect(codes.count == 100)
    }
}
