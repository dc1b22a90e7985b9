import Foundation
import ZKApp
import ZKCore
import ZKPersistence
import ZahlenketteDesktopCore

/// `zahlenkette --data-dir DIR --report N --out FILE.pdf` (issue 16): the printable report of the
/// picker's N-th profile, written without opening a window. Whoever runs it already has the
/// user's files, so no gate is asked (D-0909).
@MainActor
enum ReportCommand {
    static func run(
        profile number: Int, output: String, dataDirectory: URL, resources: URL, writer: CairoReportWriter
    )
        -> Int32
    {
        guard
            let environment = AppBootstrap.environment(
                resources: resources, dataDirectory: dataDirectory, fallbackDirectory: nil, clock: SystemClock(),
                continuousTime: SystemContinuousTimeSource(), seed: 1, log: StandardErrorLog())
        else {
            FileHandleWriter.standardError("zahlenkette: the data in \(dataDirectory.path) cannot be opened.\n")
            return 1
        }
        let model = AppModel(environment: environment, time: 0, voiceAvailable: false)
        guard let page = model.reportScene(profileIndex: number - 1) else {
            let count = (try? environment.store.profiles.profiles().count) ?? 0
            FileHandleWriter.standardError(
                "zahlenkette: there is no profile \(number); the picker in \(dataDirectory.path) has \(count).\n")
            return 2
        }
        guard writer.write(page, to: URL(fileURLWithPath: output)) else {
            FileHandleWriter.standardError("zahlenkette: the report could not be written to \(output).\n")
            return 1
        }
        FileHandleWriter.standardOutput("report \(output)\n")
        return 0
    }
}
