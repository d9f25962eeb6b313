#if canImport(Glibc)
import Glibc
#endif

/// How the process asks its allocator to behave (glibc only).
///
/// glibc serves a large allocation with its own mapping and unmaps it when freed, but after the
/// first such free it raises that threshold to the freed size (up to 32 MB), so later buffers of
/// up to that size come from the heap, and when one is freed its pages stay with the process.
/// Loading a large spec grows buffers by doubling (the screens and containers lists, the
/// builder's key index, its stores): each freed buffer would stay resident and add to the load's
/// peak. A fixed threshold of 256 KB keeps large buffers mapped, so
/// what is freed goes back to the system; small allocations are unaffected.
public enum AllocatorTuning {
    /// Called first thing by the `kinship` and `kinship-bench` executables; a library leaves the
    /// process's allocator to whoever owns the process.
    public static func returnLargeBuffers() {
        #if canImport(Glibc)
        // mallopt and M_MMAP_THRESHOLD (-3) are declared in malloc.h, which the Glibc module does
        // not include.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(-3, 256 << 10)
        #endif
    }
}
