import Testing
@Suite struct StudioPlaceholderTests { @Test func nothing() {} }
