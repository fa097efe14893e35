import Foundation
import Testing
@testable import HaapiScreenKit

@Suite("ImageSource from data URLs")
struct ImageSourceTests {
    @Test func readsPNGDataURLsThroughHaapiModel() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(ImageSource(dataURL: "data:image/png;base64," + Data(png).base64EncodedString()) == .png(Data(png)))
        // Percent-encoded payloads and upper-case media types are data URLs too.
        #expect(ImageSource(dataURL: "DATA:IMAGE/PNG,%89PNG%0D%0A%1A%0A") == .png(Data(png)))
        // Not a PNG: other media types, or bytes without PNG's signature.
        #expect(ImageSource(dataURL: "data:image/gif;base64,R0lGODlh") == nil)
        #expect(ImageSource(dataURL: "data:image/png;base64,AAAA") == nil)
        #expect(ImageSource(dataURL: "data:image/png;base64,%%%") == nil)
    }
}
