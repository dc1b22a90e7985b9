#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The platform's sleep-inclusive boot clock: `mach_continuous_time` on Apple platforms,
/// `clock_gettime(CLOCK_BOOTTIME)` on Linux (docs/development.md#platform-contracts).
public struct SystemContinuousTimeSource: ContinuousTimeSource {
    public init() {}

    public var seconds: Double {
        #if canImport(Darwin)
            var timebase = mach_timebase_info_data_t()
            mach_timebase_info(&timebase)
            let ticks = Double(mach_continuous_time())
            return ticks * Double(timebase.numer) / Double(timebase.denom) / 1_000_000_000
        #else
            var spec = timespec()
            guard clock_gettime(CLOCK_BOOTTIME, &spec) == 0 else { return 0 }
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
        #endif
    }
}
