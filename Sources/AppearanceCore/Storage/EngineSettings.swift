/// Engine-wide settings that the ordering code reads on every match.
///
/// Confinement rule: a process-lifetime global with no lock and no isolation check, written
/// only through ``Appearance/containmentPolicy`` and read by the walk, both on the main thread
/// (appearance work is main-actor work). Only this file touches the raw global.
enum EngineSettings {
    nonisolated(unsafe) private static var storedClosestContainerWins = false

    /// Whether the containment rule anchored nearest the view wins (R4.5's opt-in order).
    static var closestContainerWins: Bool {
        @inline(__always) get { unsafe storedClosestContainerWins }
        set { unsafe storedClosestContainerWins = newValue }
    }
}
