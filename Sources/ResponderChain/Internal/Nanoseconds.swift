import Foundation

/// Time spans as whole nanoseconds, for the package's timers: `Duration` needs iOS 16, the package iOS 15.
enum Nanoseconds {
    /// `seconds`, rounded up, clamped to what `Int64` holds.
    static func of(seconds: TimeInterval) -> Int64 {
        let nanoseconds = (seconds * 1_000_000_000).rounded(.up)
        return nanoseconds >= Double(Int64.max) ? .max : Int64(nanoseconds)
    }

    /// `duration`, clamped to what `Int64` holds.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    static func of(_ duration: Duration) -> Int64 {
        of(duration.components)
    }

    /// A duration given as its components, clamped to what `Int64` holds.
    static func of(_ components: (seconds: Int64, attoseconds: Int64)) -> Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? (seconds < 0 ? .min : .max) : whole.addingReportingOverflow(attoseconds / 1_000_000_000).0
    }
}
