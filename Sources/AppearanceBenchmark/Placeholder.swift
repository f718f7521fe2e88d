/// The benchmark library (workload loading, timing, digests); being written.
public enum BenchmarkPlaceholder {}
