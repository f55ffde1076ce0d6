import Testing

@testable import RoadbookMarkdown

/// The arena cmark-gfm's parses take their memory from: `calloc`'s zeroes, `realloc`'s kept bytes (in place and
/// moved), blocks larger than a chunk, and a nested scope that leaves the outer one's blocks alone.
@Suite struct ThreadArenaTests {
    /// Fills `count` bytes at `block` with `byte`.
    func fill(_ block: UnsafeMutableRawPointer, _ count: Int, with byte: UInt8) {
        block.initializeMemory(as: UInt8.self, repeating: byte, count: count)
    }

    /// Whether the `count` bytes at `block` are all `byte`.
    func holds(_ block: UnsafeMutableRawPointer, _ count: Int, only byte: UInt8) -> Bool {
        UnsafeRawBufferPointer(start: block, count: count).allSatisfy { $0 == byte }
    }

    @Test func blocksAreZeroedEvenWhereAnEarlierScopeWrote() throws {
        for _ in 0..<3 {
            try ThreadArena.withScope {
                for size in [1, 24, 100, 5_000, 40_000] {
                    let block = try #require(ThreadArena.allocateZeroed(count: size, size: 1))
                    #expect(holds(block, size, only: 0))
                    fill(block, size, with: 0xAB)
                }
            }
        }
    }

    @Test func blocksDoNotOverlap() throws {
        try ThreadArena.withScope {
            let blocks = try (0..<2_000).map { index in
                let block = try #require(ThreadArena.allocateZeroed(count: 1, size: 40 + index % 7))
                fill(block, 40, with: UInt8(index % 251))
                return block
            }
            for (index, block) in blocks.enumerated() { #expect(holds(block, 40, only: UInt8(index % 251))) }
        }
    }

    @Test func reallocationKeepsTheBytesInPlaceOrMoved() throws {
        try ThreadArena.withScope {
            let first = try #require(ThreadArena.reallocate(nil, to: 32))
            fill(first, 32, with: 7)
            let grown = try #require(ThreadArena.reallocate(first, to: 64))
            #expect(grown == first)  // the last block cut grows where it is
            #expect(holds(grown, 32, only: 7))
            let other = try #require(ThreadArena.allocateZeroed(count: 1, size: 16))
            fill(other, 16, with: 9)
            let moved = try #require(ThreadArena.reallocate(grown, to: 50_000))
            #expect(moved != grown)
            #expect(holds(moved, 32, only: 7))
            #expect(holds(other, 16, only: 9))
        }
    }

    @Test func anInnerScopeLeavesTheOuterScopesBlocks() throws {
        try ThreadArena.withScope {
            let outer = try #require(ThreadArena.allocateZeroed(count: 1, size: 64))
            fill(outer, 64, with: 3)
            try ThreadArena.withScope {
                let inner = try #require(ThreadArena.allocateZeroed(count: 1, size: 64 * 1024))
                fill(inner, 64 * 1024, with: 4)
            }
            #expect(holds(outer, 64, only: 3))
        }
    }

    @Test func anOverflowingSizeIsRefused() {
        ThreadArena.withScope {
            #expect(ThreadArena.allocateZeroed(count: Int.max / 2, size: 4) == nil)
            #expect(ThreadArena.reallocate(nil, to: Int.max) == nil)
        }
    }
}
