import Foundation
print("mogen")
