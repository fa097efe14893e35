import Testing
@testable import HaapiScreenKit

@Suite("Countdown texts")
struct CountdownTextTests {
    @Test(arguments: [
        (0, "0 seconds remaining"), (1, "1 second remaining"), (59, "59 seconds remaining"),
        (60, "1 minute and 0 seconds remaining"), (61, "1 minute and 1 second remaining"),
        (62, "1 minute and 2 seconds remaining"), (121, "2 minutes and 1 second remaining"),
        (150, "2 minutes and 30 seconds remaining"), (-5, "0 seconds remaining"),
    ])
    func english(_ seconds: Int, _ text: String) {
        #expect(ThemeRegistry.standard.remainingTimeText(seconds: seconds) == text)
    }

    @Test func dutchAndSwedish() {
        let dutch = ThemeRegistry.standard.withLanguage(tag: "nl")
        #expect(dutch.remainingTimeText(seconds: 1) == "Nog 1 seconde")
        #expect(dutch.remainingTimeText(seconds: 61) == "Nog 1 minuut en 1 seconde")
        #expect(dutch.remainingTimeText(seconds: 185) == "Nog 3 minuten en 5 seconden")
        let swedish = ThemeRegistry.standard.withLanguage(tag: "sv-SE")
        #expect(swedish.remainingTimeText(seconds: 30) == "30 sekunder kvar")
        #expect(swedish.remainingTimeText(seconds: 60) == "1 minut och 0 sekunder kvar")
        #expect(swedish.remainingTimeText(seconds: 181) == "3 minuter och 1 sekund kvar")
    }

    @Test func durations() {
        let registry = ThemeRegistry.standard
        #expect(registry.durationText(seconds: 1) == "1 second")
        #expect(registry.durationText(seconds: 45) == "45 seconds")
        #expect(registry.durationText(seconds: 60) == "1 minute")
        #expect(registry.durationText(seconds: 170) == "3 minutes")
        #expect(registry.withLanguage(tag: "nl").durationText(seconds: 120) == "2 minuten")
    }
}
