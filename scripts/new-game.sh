#!/usr/bin/env bash
# Scaffolds a playable stub game (docs/adding-a-game.md): `scripts/new-game.sh NAME ["Title"]`.
# NAME is UpperCamelCase (`Zahlenzug`); the game's ID is its snake_case (`zahlenzug`), its module
# `GameNAME` with the module type `NAMEGame`. The stub is a tile game: a Zwanzigerfeld shows a
# quantity, the child taps its numeral; it credits the skills its content file names.
# It writes:
#   Packages/ZahlenketteKit/Sources/GameNAME/        the module (game, rules, picture, task)
#   Packages/ZahlenketteKit/Tests/GameNAMETests/     its tests (Fixtures/ holds its SVG goldens)
#   Resources/Content/games/<id>.json                its content file (skills, tier, steps, …)
#   one line in gameTargets of Packages/ZahlenketteKit/Package.swift
# and the game's title where the app's catalogs keep every title:
#   game.<id>.title in Resources/Content/Content.xcstrings (scripts/add-string.py)
#   title.<id> in Resources/Content/prompts.json (and prompts.<lang>.json for every other language of
#     the manifest), and Resources/Audio/<lang>/title.<id>.ogg: spoken by scripts/generate-voice.sh
#     when espeak-ng is installed, else a short silence (VoiceLoudnessTests fails on it until
#     generate-voice.sh speaks the title)
#   its icon Resources/Images/game_<id>.png: a copy of Entdecken's until an emoji for game_<id> in
#     Resources/Art/emoji.json and scripts/build-art.sh draw its own
# Nothing else names a game: GameID, the content's game list, the engine's catalog, the keyboard
# journey and the registry come from these (scripts/test.d/new-game.sh proves it on a scratch copy).
set -euo pipefail
cd "$(dirname "$0")/.."

name=${1:-}
if ! [[ $name =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    echo "usage: scripts/new-game.sh NAME [\"Title\"]   (NAME in UpperCamelCase, e.g. Zahlenzug)" >&2
    exit 2
fi
id=$(sed -E 's/([a-z0-9])([A-Z])/\1_\2/g' <<<"$name" | tr '[:upper:]' '[:lower:]')
title=${2:-$(sed -E 's/([a-z0-9])([A-Z])/\1 \2/g' <<<"$name")}
kit=Packages/ZahlenketteKit
module=$kit/Sources/Game$name
tests=$kit/Tests/Game${name}Tests
content=Resources/Content/games/$id.json
for path in "$module" "$tests" "$content"; do
    [ ! -e "$path" ] || { echo "new-game: $path exists already" >&2; exit 1; }
done
grep -q "\"Game$name\"" $kit/Package.swift && { echo "new-game: Game$name is listed already" >&2; exit 1; }
command -v oggenc >/dev/null || command -v espeak-ng >/dev/null || {
    echo "new-game: the spoken title needs espeak-ng or oggenc (vorbis-tools)" >&2
    exit 1
}

mkdir -p "$module" "$tests/Fixtures"

cat >"$module/${name}Game.swift" <<EOF
import ZKContent
import ZKCore
import ZKGameKit

/// $title as the app sees it: rounds of numeral tiles under a Zwanzigerfeld (docs/adding-a-game.md).
public struct ${name}Game: GameModule {
    public let id = ${name}Rules.id

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        config.validNumbers(level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: ${name}Rules(config: setup.config), setup: setup)
    }
}
EOF

cat >"$module/${name}Task.swift" <<EOF
import ZKGameKit

/// One $title task: a Zwanzigerfeld with \`number\` dots and numeral tiles.
public struct ${name}Task: NumeralTask {
    public let number: Int
    public let options: AnswerOptions
}
EOF

cat >"$module/${name}Rules.swift" <<EOF
import ZKContent
import ZKCore
import ZKGameKit

/// What $title asks and credits: the quantity is the question, the numeral the answer; the skills
/// come from games/$id.json.
public struct ${name}Rules: RoundRules {
    /// The game's ID: the name of its content file.
    public static let id = GameID(declared: "$id")

    public let gameID = ${name}Rules.id
    public let introLine: AudioID? = nil
    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> ${name}Task {
        let number = ValidNumbers.nearest(to: planned.number, in: config.validNumbers(level: level, range: range))
        let options = OptionGenerator.options(
            answer: number, tiles: TileSpec(config: config, task: planned, level: level),
            rangeMax: range.maxNumber, required: [], recentCorrectSlots: recentCorrectSlots, using: &generator)
        return ${name}Task(number: number, options: options)
    }

    /// The picture asks; the voice stays silent until a hint.
    public func prompt(for task: ${name}Task) -> [AudioID] { [] }

    public func hintLine(_ rung: HintRung, for task: ${name}Task) -> [AudioID] {
        switch rung {
        case .none, .h1: []
        case .h2: [.number(task.number)]
        case .solution: [.common("this_is"), .number(task.number)]
        }
    }

    public func credits(for task: ${name}Task, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }
}
EOF

cat >"$module/${name}Rules+Stimulus.swift" <<EOF
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// $title's picture: the quantity in a Zwanzigerfeld above the tiles.
extension ${name}Rules: TileGame, JourneyPlayable {
    public func stimulus(_ view: RoundView<${name}Rules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let field = Zwanzigerfeld.fitting(
            filled: view.task.number, in: frame.insetBy(dx: 4, dy: 4),
            accessibility: (.gameElement(Self.id, "field"), view.strings.text("game.a11y.quantity")))
        return [field.node()]
    }
}
EOF

cat >"$tests/${name}RoundTests.swift" <<EOF
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import Game$name

@Suite struct ${name}RoundTests {
    @Test func everyTaskOffersItsNumberAmongDistinctTilesWithinTheRange() throws {
        let rules = ${name}Rules(config: try #require(ShippedContent.game(${name}Rules.id)))
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    for seed in UInt64(0)..<50 {
                        var generator = SplitMix64(seed: seed)
                        let numbers = Array(range.numbers)
                        let number = numbers[Int(seed) % numbers.count]
                        let planned = PlannedTask(
                            id: DeterministicID.roundID(using: &generator), skill: .count, number: number, step: step,
                            reason: .focus)
                        let task = rules.makeTask(
                            for: planned, index: 0, level: level, range: range, recentCorrectSlots: [],
                            using: &generator)
                        #expect(task.options.answer == task.number)
                        #expect(task.options.numbers.allSatisfy { range.numbers.contains(\$0) })
                        #expect(Set(task.options.numbers).count == task.options.numbers.count)
                    }
                }
            }
        }
    }
}
EOF
touch "$tests/Fixtures/.gitkeep"

cat >"$content" <<EOF
{
  "schemaVersion": 1,
  "id": "$id",
  "titleKey": "game.$id.title",
  "titleAudio": "title.$id",
  "iconAssetName": "game_$id",
  "tier": "premium",
  "abenteuerEligible": true,
  "primarySkill": "count",
  "secondarySkill": "recognize",
  "validNumbers": {
    "littleOnes": { "min": 1, "max": 10 },
    "vorschule": { "min": 1, "max": 20 }
  },
  "prompts": {},
  "stepRequirements": ["tiles"],
  "steps": [
    {
      "step": 1,
      "labelKey": "game.step.leicht",
      "optionCount": { "littleOnes": 2, "vorschule": 3 },
      "distractorProfile": "far"
    },
    {
      "step": 2,
      "labelKey": "game.step.mittel",
      "optionCount": { "littleOnes": 3, "vorschule": 3 },
      "distractorProfile": "near"
    },
    {
      "step": 3,
      "labelKey": "game.step.schwer",
      "optionCount": { "littleOnes": 3, "vorschule": 4 },
      "distractorProfile": "confusable"
    }
  ]
}
EOF

# The one line: after the last entry of gameTargets.
python3 - "$kit/Package.swift" "Game$name" <<'PY'
import re, sys
path, module = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
match = re.search(r"let gameTargets = \[\n(?:    \"Game\w+\",\n)+", text)
if not match:
    sys.exit("new-game: gameTargets not found in Package.swift")
text = text[: match.end()] + f'    "{module}",\n' + text[match.end() :]
open(path, "w", encoding="utf-8").write(text)
PY

scripts/add-string.py --catalog Content "game.$id.title" "$title" \
    "Game title on the game picker tile (S-06) and in the parent area; game ID $id."

# The title in every language: the catalog value and the voice line (prompts.json for German,
# prompts.<lang>.json for the others, docs/content.md#9-languages); the same title until translated.
python3 - "$id" "$title" <<'PY'
import json, sys
game, title = sys.argv[1], sys.argv[2]
languages = json.load(open("Resources/Content/manifest.json", encoding="utf-8")).get("languages", ["de"])
path = "Resources/Content/Content.xcstrings"
data = json.load(open(path, encoding="utf-8"))
for language in languages:
    data["strings"][f"game.{game}.title"]["localizations"][language] = {
        "stringUnit": {"state": "translated", "value": title}}
data["strings"][f"game.{game}.title"]["localizations"] = dict(
    sorted(data["strings"][f"game.{game}.title"]["localizations"].items()))
open(path, "w", encoding="utf-8").write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
for language in languages:
    path = "Resources/Content/prompts.json" if language == "de" else f"Resources/Content/prompts.{language}.json"
    data = json.load(open(path, encoding="utf-8"))
    line = {"id": f"title.{game}", "text": title}
    if language == "de":
        line["context"] = f"Spoken title of the game {game}, opens every round."
    data["lines"] = sorted([l for l in data["lines"] if l["id"] != line["id"]] + [line], key=lambda l: l["id"])
    open(path, "w", encoding="utf-8").write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
PY
languages=$(python3 -c 'import json; print(" ".join(json.load(open("Resources/Content/manifest.json")).get("languages", ["de"])))')

for language in $languages; do
    if command -v espeak-ng >/dev/null && command -v sox >/dev/null; then
        scripts/generate-voice.sh --language "$language"
    else
        # A short silence, so the game plays, with a manifest entry marking it a placeholder:
        # generate-voice.sh replaces it once espeak-ng is here.
        file="Resources/Audio/$language/title.$id.ogg"
        python3 -c 'import sys; sys.stdout.buffer.write(bytes(2 * 22050 // 2))' |
            oggenc -Q -r -B 16 -C 1 -R 22050 -q 1 -o "$file" -
        python3 - "$language" "title.$id" "$file" <<'PY'
import hashlib, json, sys
language, line, file = sys.argv[1:]
path = f"Resources/Audio/{language}/voice-manifest.json"
manifest = json.load(open(path, encoding="utf-8"))
manifest[line] = {"source": "placeholder", "text": "", "file": hashlib.sha256(open(file, "rb").read()).hexdigest()}
with open(path, "w", encoding="utf-8") as f:
    json.dump(dict(sorted(manifest.items())), f, indent=1)
    f.write("\n")
PY
        echo "new-game: $file is silent; run scripts/generate-voice.sh --language $language where espeak-ng is installed"
    fi
done

cp Resources/Images/game_entdecken.png "Resources/Images/game_$id.png"
[ ! -f Resources/Images/game_entdecken@2x.png ] || cp Resources/Images/game_entdecken@2x.png "Resources/Images/game_$id@2x.png"

echo "new-game: Game$name ($id) is listed in Package.swift; build and play it:"
echo "  source scripts/lib/swiftpm.sh; swiftpm Packages/ZahlenketteKit test --filter Game${name}Tests"
echo "  then refresh the keyboard journey: ZK_UPDATE_GOLDENS=1 … --filter KeyboardOnlyJourneyTests (Desktop)"
