import PackagePlugin

/// Generates `GameRegistry.allGames()` for the target it is applied to (ZKGameList) from that target's
/// dependencies named `Game<Name>`: the game list in `Package.swift` is the only list of games.
@main
struct RegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let games = target.dependencies.compactMap { dependency -> String? in
            guard case .target(let dependencyTarget) = dependency else { return nil }
            let name = dependencyTarget.name
            return name.hasPrefix("Game") && name.count > 4 && name.dropFirst(4).first?.isUppercase == true
                ? name : nil
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GameRegistry+All.swift")
        return [
            .buildCommand(
                displayName: "Generating the game registry (\(games.count) games)",
                executable: try context.tool(named: "RegistryGenerator").url,
                arguments: [output.path] + games, inputFiles: [], outputFiles: [output])
        ]
    }
}
