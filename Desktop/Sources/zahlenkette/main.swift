// The desktop host's executable: all logic lives in ZahlenketteDesktopSDL and ZahlenketteDesktopCore.
import Foundation
import ZahlenketteDesktopSDL

exit(HostMain.run(Array(CommandLine.arguments.dropFirst())))
