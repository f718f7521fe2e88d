import AppearanceCore
import Testing

/// `BorrowedObjectList` keeps its entries in memory of its own (no array), so these tests check
/// what an array gave for free: entries kept in order across growth, a whole list appended at
/// once (of another element type), and reads that stop where the caller says. The objects are
/// kept alive by the tests' own arrays, as the list's lifetime rule asks of its owner, for as
/// long as the lists are read (`withExtendedLifetime`: an optimized build may release an array
/// after its last use, and the list would then read freed objects).
@Suite struct BorrowedObjectListTests {
    class Item {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    final class SpecialItem: Item {}

    /// The numbers of the list's entries, in order.
    static func numbers<Element: Item>(_ list: BorrowedObjectList<Element>) -> [Int] {
        (0..<list.count).map { index in list.withObject(at: index) { $0.number } }
    }

    @Test(arguments: [0, 1, 15, 16, 17, 1_000])
    func appendsKeepEveryEntryInOrderAcrossGrowth(count: Int) {
        let items = (0..<count).map(Item.init)
        withExtendedLifetime(items) {
            let list = BorrowedObjectList<Item>()
            for item in items { list.append(item) }
            #expect(list.count == count)
            #expect(Self.numbers(list) == Array(0..<count))
            #expect((0..<count).allSatisfy { index in list.withObject(at: index) { $0 === items[index] } })
        }
    }

    @Test(arguments: [(0, 0), (3, 0), (0, 40), (10, 7), (16, 1), (5, 300)])
    func aWholeListOfASubclassIsAppendedInOrder(before: Int, appended: Int) {
        let first = (0..<before).map(Item.init)
        let second = (0..<appended).map { SpecialItem(1_000 + $0) }
        withExtendedLifetime((first, second)) {
            let list = BorrowedObjectList<Item>()
            for item in first { list.append(item) }
            let other = BorrowedObjectList<SpecialItem>()
            for item in second { other.append(item) }
            list.append(contentsOf: other)
            #expect(list.count == before + appended)
            #expect(Self.numbers(list) == Array(0..<before) + (0..<appended).map { 1_000 + $0 })
            if let last = second.last ?? first.last {
                #expect(list.withObject(at: before + appended - 1) { $0 === last })
            }
            // The source is left as it was.
            #expect(Self.numbers(other) == (0..<appended).map { 1_000 + $0 })
        }
    }

    @Test func roomMadeAheadChangesNoEntry() {
        let items = (0..<40).map(Item.init)
        withExtendedLifetime(items) {
            let list = BorrowedObjectList<Item>()
            for item in items.prefix(20) { list.append(item) }
            list.reserveCapacity(10)
            list.reserveCapacity(5_000)
            for item in items.suffix(20) { list.append(item) }
            #expect(Self.numbers(list) == Array(0..<40))
        }
    }

    @Test func identifiersFromAnIndexAreTheLaterEntries() {
        let items = (0..<50).map(Item.init)
        withExtendedLifetime(items) {
            let list = BorrowedObjectList<Item>()
            for item in items { list.append(item) }
            #expect(list.identifiers(from: 30) == Set(items[30...].map { ObjectIdentifier($0) }))
            #expect(list.identifiers(from: 50).isEmpty)
        }
    }

    @Test(arguments: [0, 5, 49, 50])
    func aReadStopsWhereTheCallerSays(stop: Int) {
        let items = (0..<50).map(Item.init)
        withExtendedLifetime(items) {
            let list = BorrowedObjectList<Item>()
            for item in items { list.append(item) }
            var read: [Int] = []
            // Asks for memory up to 16 entries past the end on the way: a hint that must not read.
            let passed = list.forEach(while: { read.count < stop }) { index in
                read.append(list.withObject(at: index) { $0.number })
            }
            #expect(passed == stop)
            #expect(read == Array(0..<stop))
        }
    }
}
