extension StringCatalog {
    /// The time left while polling, as the BankID and polling screens show it.
    ///
    /// Under a minute it is `hui_polling_seconds_remaining`, plural by the seconds
    /// ("1 second remaining", "45 seconds remaining"). From a minute on it is
    /// `hui_polling_minutes_remaining` with the minutes and the leftover seconds,
    /// its form chosen by both numbers ("1 minute and 1 second remaining",
    /// "2 minutes and 30 seconds remaining"). Negative times count as 0.
    ///
    /// - Throws: ``StringLookupError`` only when an override made the keys unusable,
    ///   which the override checks prevent.
    public func remainingTimeText(seconds: Int, language: Language) throws(StringLookupError) -> String {
        let total = max(seconds, 0)
        if total < 60 {
            return try string(.pollingSecondsRemaining, language: language, arguments: [.int(total)])
        }
        return try string(.pollingMinutesRemaining, language: language, arguments: [.int(total / 60), .int(total % 60)])
    }

    /// A duration such as how long a QR code stays valid (the `%@` of
    /// `hui_bankid_instruction_body_1`): `hui_polling_seconds` under a minute,
    /// otherwise `hui_polling_minutes` with the minutes rounded to the nearest
    /// whole minute ("3 minutes" for 170 seconds).
    public func durationText(seconds: Int, language: Language) throws(StringLookupError) -> String {
        let total = max(seconds, 0)
        if total < 60 {
            return try string(.pollingSeconds, language: language, arguments: [.int(total)])
        }
        return try string(.pollingMinutes, language: language, arguments: [.int((total + 30) / 60)])
    }
}
