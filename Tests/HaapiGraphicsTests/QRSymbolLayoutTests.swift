import Testing
@testable import HaapiGraphics

@Suite("QR symbol layout and block structure shared by encoder and decoder")
struct QRSymbolLayoutTests {
    @Test("Data modules match the standard's count of raw data modules for every version", arguments: 1...40)
    func dataModuleCount(version: Int) {
        let layout = QRSymbolLayout(version: version)
        #expect(layout.dataModules.count == QRCapacityTables.rawDataModules(version: version))
        #expect(Set(layout.dataModules).count == layout.dataModules.count)
        #expect(layout.dataModules.allSatisfy { !layout.isFunction[$0] })
        #expect(zip(layout.functionColours, layout.isFunction).allSatisfy { !$0.0 || $0.1 })
        let format = QRSymbolLayout.formatPositions(size: layout.size)
        let version = QRSymbolLayout.versionPositions(version: version)
        for position in format.first + format.second + version.topRight + version.bottomLeft {
            #expect(layout.isFunction[position.y * layout.size + position.x])
        }
        #expect(Set((format.first + format.second).map { $0.y * layout.size + $0.x }).count == 30)
        #expect(Set((version.topRight + version.bottomLeft).map { $0.y * layout.size + $0.x }).count == (version.topRight.isEmpty ? 0 : 36))
    }

    @Test("Block structures add up and de-interleaving undoes interleaving", arguments: 1...40)
    func blockStructure(version: Int) {
        for level in QRErrorCorrectionLevel.allCases {
            let structure = QRBlockStructure(version: version, level: level)
            #expect(structure.totalCodewords == QRCapacityTables.totalCodewords(version: version))
            #expect(structure.dataLengths.reduce(0, +) == QRCapacityTables.dataCodewords(version: version, level: level))
            #expect(structure.blockCount == QRCapacityTables.blockCount[level.rawValue][version])
            let blocks = structure.dataLengths.enumerated().map { block, length in
                (0..<(length + structure.eccLength)).map { UInt8(truncatingIfNeeded: block * 31 + $0) }
            }
            #expect(structure.deinterleave(structure.interleave(blocks)) == blocks)
        }
    }
}
