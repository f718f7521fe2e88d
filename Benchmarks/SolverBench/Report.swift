import Foundation

/// The run's results as a table for people and as JSON (`--json`).
struct Report: Encodable {
    struct ScreenTimes: Encodable {
        let shape: Shape
        let views: Int
        let variables: Int
        let constraints: Int
        let ours: [String: PhaseTimes]
        let kiwi: [String: PhaseTimes]
        let kiwiChecked: Int
        let kiwiMismatches: [String]
    }

    struct PhaseTimes: Encodable {
        let medianS: Double
        let minS: Double
        let maxS: Double
        let samplesS: [Double]

        init(_ samples: Samples) {
            medianS = samples.median
            minS = samples.min
            maxS = samples.max
            samplesS = samples.seconds
        }
    }

    let kiwiVersion: String?
    let kiwiConstantChange = "removeConstraint + addConstraint of the constraint with its new constant"
    let kiwiTextSizeChange = "a new solver with every constraint, the text heights at their new constants"
    let loadAverageBefore: String
    let loadAverageAfter: String
    let screens: [ScreenTimes]
    let targets: [TargetCheck]

    init(results: [ScreenResult], kiwiVersion: String?, loadAverageBefore: String, loadAverageAfter: String) {
        self.kiwiVersion = kiwiVersion
        self.loadAverageBefore = loadAverageBefore
        self.loadAverageAfter = loadAverageAfter
        func phases(_ samples: [Phase: Samples]) -> [String: PhaseTimes] {
            Dictionary(uniqueKeysWithValues: samples.map { ($0.key.rawValue, PhaseTimes($0.value)) })
        }
        screens = results.map {
            ScreenTimes(
                shape: $0.shape, views: $0.views, variables: $0.variables, constraints: $0.constraints, ours: phases($0.ours),
                kiwi: phases($0.kiwi), kiwiChecked: $0.kiwiChecked, kiwiMismatches: $0.kiwiMismatches)
        }
        targets = TargetCheck.judge(results)
    }

    /// Writes the report as JSON to `url`.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url)
    }
}
