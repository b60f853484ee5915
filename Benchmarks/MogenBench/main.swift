import Foundation
print("mogen-bench")
