# Homebrew formula for mogen, in mogen's own repository, which serves as its tap:
#
#   brew tap OWNER/mogen https://github.com/OWNER/mogen   # the repository's URL (it has no public URL yet)
#   brew install mogen                                    # or brew install OWNER/mogen/mogen, once tapped
#
# The tap needs the URL: the repository is not named homebrew-mogen, which `brew install OWNER/mogen/mogen` alone
# would look for.
#
# It builds the release's source tarball with `make install PREFIX=#{prefix}` (Makefile): on Linux the binary links
# the Swift runtime statically and needs Homebrew's libxml2 at run time.
#
# At each release, after tagging it (the tag is Mogen.version, as written: 0.1.0, without a "v"), fill in:
#   url     the tag's source tarball: REPOSITORY_URL/archive/refs/tags/<version>.tar.gz (Homebrew reads the version
#           from it; a test of mogen's checks that it is Mogen.version)
#   sha256  its checksum: curl -L <url> | shasum -a 256
# then, on a Mac with the tap: `brew audit --strict --online OWNER/mogen/mogen` and
# `brew install --build-from-source OWNER/mogen/mogen && brew test OWNER/mogen/mogen`.
class Mogen < Formula
  desc "Generate Swift classes from Core Data models"
  homepage "https://github.com/OWNER/mogen" # REPOSITORY_URL: fill in when the repository is published
  url "https://github.com/OWNER/mogen/archive/refs/tags/0.1.0.tar.gz"
  # The tarball's checksum, filled in at release (this placeholder fails the download's check, on purpose).
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/OWNER/mogen.git", branch: "main"

  # Swift 6 (Package.swift's tools version 6.0) comes with Xcode 16; the requirement is ignored on Linux.
  depends_on xcode: ["16.0", :build]

  uses_from_macos "swift" => :build
  # libxml2 reads the model files: part of macOS's SDK; on Linux, Homebrew's, found through pkg-config.
  uses_from_macos "libxml2"

  on_linux do
    depends_on "pkgconf" => :build
  end

  def install
    # Homebrew builds in a sandbox on macOS, where SwiftPM's own sandbox cannot start.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/mogen --version").strip

    (testpath/"Shop.xcdatamodel/contents").write <<~XML
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
          <entity name="Product" representedClassName="Product" syncable="YES" codeGenerationType="none">
              <attribute name="name" attributeType="String"/>
              <attribute name="price" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
          </entity>
      </model>
    XML
    system bin/"mogen", "lint", testpath/"Shop.xcdatamodel"
    system bin/"mogen", "generate", testpath/"Shop.xcdatamodel", "--layout", "single", "--output", testpath/"Generated"
    generated = (testpath/"Generated/Shop+Generated.swift").read
    assert_match "class Product: NSManagedObject", generated
    assert_match "var name: String", generated
    assert_match "var price: Double?", generated
  end
end
