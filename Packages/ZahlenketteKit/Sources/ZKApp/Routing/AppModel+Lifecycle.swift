import ZKAudio
import ZKCore

/// Window focus (spec 5.7): pause under a cover, resume.
extension AppModel {
    func suspend(time: Double) -> AppOutput {
        guard screen == .gameContainer, var current = active, current.suspendedAt == nil else { return AppOutput() }
        current.round.pause(time: time)
        current.suspendedAt = time
        current.hold.release()
        active = current
        return AppOutput(events: [AppEvent("pause")], audio: [.stopVoice])
    }

    func activate(time: Double) -> AppOutput {
        guard let current = active, let suspendedAt = current.suspendedAt else { return AppOutput() }
        if LifecycleCoordinator.activated(at: time, suspendedAt: suspendedAt) == .resumeNow {
            return resume(time: time)
        }
        return AppOutput(audio: [.prompt(.session("pause"))])
    }

    func resume(time: Double) -> AppOutput {
        guard let current = active, current.suspendedAt != nil else { return AppOutput() }
        active?.suspendedAt = nil
        var output = AppOutput(events: [AppEvent("resume")])
        output.append(perform(current.round.resume(time: time), time: time))
        return output
    }
}
