/// The twelve games. The raw value is the stable identifier used in content file names, JSON,
/// audio IDs, accessibility IDs and persistence (spec 5.4.3).
public enum GameID: String, CaseIterable, Codable, Sendable {
    case entdecken = "entdecken"
    case wieViele = "wie_viele"
    case hoerHin = "hoer_hin"
    case wasFehlt = "was_fehlt"
    case blitzblick = "blitzblick"
    case mehrWeniger = "mehr_weniger"
    case nachspuren = "nachspuren"
    case schuettelbox = "schuettelbox"
    case froschsprung = "froschsprung"
    case zahlenmonster = "zahlenmonster"
    case memory = "memory"
    case punktZuPunkt = "punkt_zu_punkt"
}
