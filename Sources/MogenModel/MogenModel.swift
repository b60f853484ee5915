// MogenModel: reads Core Data models (.xcdatamodeld / .xcdatamodel / contents) into an
// immutable schema and validates it as Xcode's model compiler does.
