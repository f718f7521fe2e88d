#ifndef C_APPEARANCE_PREFETCH_H
#define C_APPEARANCE_PREFETCH_H

/// Asks the processor to start loading the cache line at `address` for reading: a hint only,
/// which never faults, whatever the address, and changes no memory.
static inline __attribute__((always_inline)) void appearance_prefetch(const void *_Nullable address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
