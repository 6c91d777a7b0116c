/// The limits on the pictures a scene names, checked from each file's header
/// before any is decoded; here, below the rasterizer, so that the scene
/// docs' table of limits can state them.
package enum PictureLimits {
    /// Larger pictures are certainly a mistake for a phone-sized scene, and
    /// refusing them early keeps a hostile header from allocating gigabytes.
    package static let maxSide = 8192

    /// Bytes the decoded pictures of one render may take, counted as 4 a
    /// pixel over the distinct pictures it names. A decoded picture keeps its
    /// mip chain too (a third more) and decoding briefly holds two more copies
    /// of it, so this bounds the pictures' share of memory at about 1.2 GB:
    /// two 8192² pictures, or 32 of 4096². The examples name 12 MB.
    package static let decodedBudget = 512 << 20
}
