import Foundation
import ZKAudio
import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene

/// The parent area behind an open pass: `ParentFlow` builds its pages and performs what a
/// grown-up changes (docs/parent-area.md); this checks the pass and hands it the parent's slice.
extension AppModel {
    var parent: ParentFlow {
        ParentFlow(
            environment: environment, cache: parentFamilyCache, documentFolders: documentFolders,
            reportWriter: reportWriter)
    }

    /// Opens a page of the parent area; without an open pass, the gate first.
    func openParent(_ page: ParentRequest) -> AppOutput {
        guard let pass = openPass else {
            return openGate(for: .parentArea, from: .profilePicker)
        }
        return apply(parent.open(page, pass: pass))
    }

    /// Something a grown-up did on a parent page; without an open pass, the gate first.
    func parentStep(_ action: ParentAction) -> AppOutput {
        guard case .parent(let pass, let place, _) = state, pass.isOpen(at: continuousNow) else {
            return openGate(for: .parentArea, from: .profilePicker)
        }
        return apply(parent.perform(action, pass: pass, previous: place))
    }

    /// Every profile's overview, as the parent area reads it.
    func parentFamily() -> ParentFamily { parent.family() }

    /// The notices to list on S-23.
    func noticeKinds() -> [StoreNotice.Kind] { parent.noticeKinds() }

    /// The printable report of the profile at `index` (picker order), nil without that profile.
    public func reportScene(profileIndex index: Int) -> Scene? { parent.reportScene(profileIndex: index) }
}
