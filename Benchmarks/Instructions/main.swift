// (main.swift) Decodes one recorded fixture N times, with HaapiDecoder ("ours"), JSONValue.parse
// ("parse") or JSONSerialization ("base"). `run` compiles it with HaapiModel's sources
// and counts the instructions of each under valgrind (exact where times are noisy).
import Foundation

let arguments = CommandLine.arguments
let (mode, fixture, count) = (arguments[1], arguments[2], Int(arguments[3])!)
let decoder = HaapiDecoder(baseURL: URL(string: "https://login.example.com/dev/authn/authenticate"))
let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture)))
let data = Data(bytes)
var decoded = 0
switch mode {
case "ours": for _ in 0..<count where (try? decoder.decode(bytes)) != nil { decoded += 1 }
case "parse": for _ in 0..<count where (try? JSONValue.parse(bytes)) != nil { decoded += 1 }
default: for _ in 0..<count where (try? JSONSerialization.jsonObject(with: data)) != nil { decoded += 1 }
}
if decoded < 0 { print(decoded) }
