import Foundation
import HaapiTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The tests' way to start programs (posix_spawn, not Foundation's Process): streams,
/// exit statuses, signals, and a program that cannot start.
@Suite("Spawned programs")
struct SpawnedProgramTests {
    @Test func whatIsWrittenToItsInputComesBackOnItsOutput() throws {
        let program = try SpawnedProgram("/bin/cat", [], stdin: .pipe, stdout: .pipe)
        try program.stdin?.write(contentsOf: Data("hi\n".utf8))
        try program.stdin?.close()
        #expect(program.stdout.map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } == "hi\n")
        #expect(program.waitUntilExit() == SpawnedProgram.Exit(status: 0, bySignal: false))
        #expect(!program.isRunning)
    }

    @Test func anExitStatusAndASignalAreTold() throws {
        let failing = try SpawnedProgram("/bin/sh", ["-c", "echo oops >&2; exit 3"], stderr: .pipe)
        #expect(failing.stderr.map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } == "oops\n")
        #expect(failing.waitUntilExit() == SpawnedProgram.Exit(status: 3, bySignal: false))
        let sleeping = try SpawnedProgram("/bin/sleep", ["30"])
        #expect(sleeping.isRunning)
        sleeping.terminate()
        #expect(sleeping.waitUntilExit() == SpawnedProgram.Exit(status: SIGTERM, bySignal: true))
        #expect(sleeping.waitUntilExit() == SpawnedProgram.Exit(status: SIGTERM, bySignal: true), "asked again, the same end")
        sleeping.interrupt()  // after its end: nothing is sent
    }

    @Test func theEnvironmentIsTheOneGiven() throws {
        let program = try SpawnedProgram("/usr/bin/env", [], environment: ["ONLY": "this"], stdout: .pipe)
        #expect(program.stdout.map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } == "ONLY=this\n")
        program.waitUntilExit()
    }

    @Test func aProgramThatCannotStartIsAnErrorNamingIt() {
        let error = #expect(throws: ProgramStartError.self) { try SpawnedProgram("/nonexistent/program", []) }
        #expect(error?.description.contains("/nonexistent/program") == true)
    }
}
