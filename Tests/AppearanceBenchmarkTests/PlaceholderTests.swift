import AppearanceBenchmark
import Testing

@Suite struct PlaceholderTests {
    @Test func libraryLinks() { _ = BenchmarkPlaceholder.self }
}
