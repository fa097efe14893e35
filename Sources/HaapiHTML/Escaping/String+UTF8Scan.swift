extension String {
    /// Whether every UTF-8 byte satisfies `isAccepted`, read in place when the string's
    /// storage allows (the writers check every text and the whole stylesheet of a page).
    func allUTF8Bytes(_ isAccepted: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isAccepted) } ?? utf8.allSatisfy(isAccepted)
    }
}
