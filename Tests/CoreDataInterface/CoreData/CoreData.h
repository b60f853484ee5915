// Objective-C declarations standing in for Apple's Core Data (and the Foundation classes it uses), so that code
// written against Core Data can be type-checked on Linux with Objective-C interop enabled: `@NSManaged`, `@objc(...)`
// and Objective-C representability are then checked as Xcode checks them. Only declarations; nothing here runs.
//
// Each declaration is spelled as in Apple's SDK headers (iOS 18 / macOS 15 SDK headers; Xcode 26.5 SDK where they
// differ, as recorded by objc2-generated, madsmtm/objc2-generated, which translates every SDK header), so that the
// Swift importer derives the same Swift names and types. What Apple does through API notes is in CoreData.apinotes;
// Swift-only API of Apple's overlays is in ../Overlay.swift. Availability annotations are left out (everything here
// is available on the SDKs mogen targets); deprecations are kept, as warnings.
//
// Sendability, as the current SDK (Xcode 26) declares it:
//   - NS_SWIFT_SENDABLE classes: NSManagedObjectContext (new in Xcode 26), NSManagedObjectID, NSPersistentContainer,
//     NSPersistentStoreCoordinator (since Xcode 15; NSPersistentContainer.h in the iOS 18 SDK says so), NSNumber,
//     NSDecimalNumber. Everything else (NSManagedObject, NSEntityDescription, NSManagedObjectModel, NSFetchRequest,
//     NSPredicate, NSSortDescriptor, NSSet, ...) is not Sendable.
//   - NS_SWIFT_SENDABLE blocks (new in Xcode 26): -[NSManagedObjectContext performBlock:]/performBlockAndWait:,
//     -[NSPersistentStoreCoordinator performBlock:]/performBlockAndWait:, -[NSPersistentContainer
//     performBackgroundTask:]. Not loadPersistentStoresWithCompletionHandler:.
//   Sources: objc2-generated's CoreData/*.rs for the Xcode 26.5 SDK (`unsafe impl Send/Sync` is emitted for
//   NS_SWIFT_SENDABLE classes, `SendableBlock` for NS_SWIFT_SENDABLE blocks; its commit "Update to Xcode 26 Beta 5"
//   adds them for NSManagedObjectContext and the perform blocks), and developer.apple.com, whose current pages show
//   `func perform(_ block: @escaping @Sendable () -> Void)` and `func performAndWait(_ block: @Sendable () -> Void)`.
#pragma once

// Apple's macros (Foundation/NSObjCRuntime.h, CoreFoundation/CFAvailability.h), as the clang attributes they expand to.
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONSENDABLE __attribute__((swift_attr("@_nonSendable")))
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message = _msg)))
// Not Apple's: a method that returns `id` is declared for Swift in Overlay.swift instead, with Apple's Swift signature.
// Swift on Linux type-checks a call to such an Objective-C method, but crashes lowering it to SIL (it would bridge
// `id` to `Any` through the Objective-C runtime), and Samples/PluginDemo compiles generated code that calls these.
#define MOGEN_DECLARED_IN_OVERLAY __attribute__((availability(swift, unavailable, message = "declared in Overlay.swift")))
#define NS_SWIFT_DISABLE_ASYNC __attribute__((swift_async(none)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define NS_REQUIRES_PROPERTY_DEFINITIONS __attribute__((objc_requires_property_definitions))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; \
    enum __attribute__((enum_extensibility(closed))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define API_DEPRECATED(_msg, ...) __attribute__((deprecated(_msg)))
#define API_DEPRECATED_WITH_REPLACEMENT(_rep, ...) __attribute__((deprecated("", _rep)))
#define FOUNDATION_EXPORT extern
#define COREDATA_EXTERN extern

// objc/objc.h (arm64: BOOL is bool), objc/NSObjCRuntime.h.
typedef _Bool BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;

// Foundation/NSObjCRuntime.h. On Apple platforms NSComparisonResult is Swift's ComparisonResult; on Linux that is a
// Swift enum of FoundationEssentials, so the Objective-C enum stays private here and Overlay.swift declares the
// methods that return it (compare(_:)) with ComparisonResult.
typedef NS_CLOSED_ENUM(NSInteger, NSComparisonResult) {
    NSOrderedAscending = -1L,
    NSOrderedSame,
    NSOrderedDescending
} NS_REFINED_FOR_SWIFT;

// Foundation/NSDecimal.h. Swift's Decimal; on Linux a Swift struct of FoundationEssentials, so as above.
typedef struct {
    signed int _exponent : 8;
    unsigned int _length : 4;
    unsigned int _isNegative : 1;
    unsigned int _isCompact : 1;
    unsigned int _reserved : 18;
    unsigned short _mantissa[8];
} NSDecimal NS_REFINED_FOR_SWIFT;

NS_ASSUME_NONNULL_BEGIN

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSSet<ObjectType>, NSURL, NSData, NSDate,
    NSNotification, NSError, NSPredicate, NSSortDescriptor, NSMutableSet<ObjectType>, NSMutableOrderedSet<ObjectType>;

// objc/NSObject.h: the NSObject protocol (Swift's NSObjectProtocol) and the root class.
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class NS_SWIFT_UNAVAILABLE("use 'type(of:)' instead");
- (instancetype)self;
- (BOOL)isProxy;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (void)load;
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new NS_SWIFT_UNAVAILABLE("use object initializers instead");
+ (instancetype)alloc NS_SWIFT_UNAVAILABLE("use object initializers instead");
- (void)dealloc NS_SWIFT_UNAVAILABLE("use 'deinit' to define a de-initializer");
- (id)copy;
- (id)mutableCopy;
+ (BOOL)isSubclassOfClass:(Class)aClass;
+ (NSUInteger)hash;
+ (Class)superclass;
+ (Class)class NS_SWIFT_UNAVAILABLE("use 'aClass.self' instead");
+ (NSString *)description;
+ (NSString *)debugDescription;
@property (readonly, copy) NSString *debugDescription;
@end

// Foundation/NSKeyValueCoding.h, NSKeyValueObserving.h (the parts Core Data code uses).
@interface NSObject (NSKeyValueCoding)
- (nullable id)valueForKey:(NSString *)key MOGEN_DECLARED_IN_OVERLAY;
- (void)setValue:(nullable id)value forKey:(NSString *)key;
- (nullable id)valueForKeyPath:(NSString *)keyPath MOGEN_DECLARED_IN_OVERLAY;
- (void)setValue:(nullable id)value forKeyPath:(NSString *)keyPath;
- (nullable id)valueForUndefinedKey:(NSString *)key;
- (void)setValue:(nullable id)value forUndefinedKey:(NSString *)key;
- (void)setNilValueForKey:(NSString *)key;
- (NSDictionary<NSString *, id> *)dictionaryWithValuesForKeys:(NSArray<NSString *> *)keys;
- (void)setValuesForKeysWithDictionary:(NSDictionary<NSString *, id> *)keyedValues NS_SWIFT_NAME(setValuesForKeys(_:));
- (NSMutableSet *)mutableSetValueForKey:(NSString *)key;
- (NSMutableOrderedSet *)mutableOrderedSetValueForKey:(NSString *)key;
@end

@interface NSObject (NSKeyValueObserverNotification)
- (void)willChangeValueForKey:(NSString *)key;
- (void)didChangeValueForKey:(NSString *)key;
@end

// Classes that only appear bridged in signatures (CoreData.apinotes hides them and names the Swift type they bridge
// to): NSString is String, NSArray is Array, NSURL is URL, and so on.
@interface NSString : NSObject
@end
@interface NSArray<__covariant ObjectType> : NSObject
@end
@interface NSURL : NSObject
@end
@interface NSData : NSObject
@end
@interface NSDate : NSObject
@end
@interface NSUUID : NSObject
@end
@interface NSNotification : NSObject
@end
@interface NSBundle : NSObject
@end
// NSError is Swift's Error. Swift on Linux cannot import an `NSError **` parameter (AutoreleasingUnsafeMutablePointer
// exists only with the Objective-C runtime), so methods that report errors that way are declared here as Apple
// declares them but Overlay.swift declares the `throws` form the importer gives them on Apple platforms.
@interface NSError : NSObject
@end

// Foundation/NSDictionary.h: Swift's Dictionary (the class stays visible: NSFetchRequest<NSDictionary>).
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
@end

// Foundation/NSValue.h.
@interface NSValue : NSObject
- (BOOL)isEqualToValue:(NSValue *)value;
@end

// Foundation/NSValue.h. NSNumber is NS_SWIFT_SENDABLE ("Immutable with no mutable subclasses"). Swift names of the
// initializers and getters come from Foundation.apinotes (CoreData.apinotes here): init(value:), int16Value, ...
NS_SWIFT_SENDABLE
@interface NSNumber : NSValue
- (NSNumber *)initWithChar:(char)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithUnsignedChar:(unsigned char)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithShort:(short)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithUnsignedShort:(unsigned short)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithInt:(int)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithUnsignedInt:(unsigned int)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithLong:(long)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithUnsignedLong:(unsigned long)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithLongLong:(long long)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithUnsignedLongLong:(unsigned long long)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithFloat:(float)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithDouble:(double)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithBool:(BOOL)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithInteger:(NSInteger)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithUnsignedInteger:(NSUInteger)value NS_DESIGNATED_INITIALIZER;

@property (readonly) char charValue;
@property (readonly) unsigned char unsignedCharValue;
@property (readonly) short shortValue;
@property (readonly) unsigned short unsignedShortValue;
@property (readonly) int intValue;
@property (readonly) unsigned int unsignedIntValue;
@property (readonly) long longValue;
@property (readonly) unsigned long unsignedLongValue;
@property (readonly) long long longLongValue;
@property (readonly) unsigned long long unsignedLongLongValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly, copy) NSString *stringValue;

- (NSComparisonResult)compare:(NSNumber *)otherNumber NS_REFINED_FOR_SWIFT; // see NSComparisonResult
- (BOOL)isEqualToNumber:(NSNumber *)number;
- (NSString *)descriptionWithLocale:(nullable id)locale;
@end

@interface NSNumber (NSDecimalNumberExtensions)
@property (readonly) NSDecimal decimalValue NS_REFINED_FOR_SWIFT; // see NSDecimal
@end

// Foundation/NSDecimalNumber.h.
typedef NS_ENUM(NSUInteger, NSRoundingMode) {
    NSRoundPlain,
    NSRoundDown,
    NSRoundUp,
    NSRoundBankers
};

@protocol NSDecimalNumberBehaviors
- (NSRoundingMode)roundingMode;
- (short)scale;
@end

NS_SWIFT_SENDABLE
@interface NSDecimalNumber : NSNumber
- (instancetype)initWithMantissa:(unsigned long long)mantissa exponent:(short)exponent isNegative:(BOOL)flag;
- (instancetype)initWithDecimal:(NSDecimal)dcm NS_DESIGNATED_INITIALIZER NS_REFINED_FOR_SWIFT; // see NSDecimal
- (instancetype)initWithString:(nullable NSString *)numberValue;
- (instancetype)initWithString:(nullable NSString *)numberValue locale:(nullable id)locale;
- (NSString *)descriptionWithLocale:(nullable id)locale;
@property (readonly) NSDecimal decimalValue NS_REFINED_FOR_SWIFT; // see NSDecimal

@property (class, readonly, copy) NSDecimalNumber *zero;
@property (class, readonly, copy) NSDecimalNumber *one;
@property (class, readonly, copy) NSDecimalNumber *minimumDecimalNumber;
@property (class, readonly, copy) NSDecimalNumber *maximumDecimalNumber;
@property (class, readonly, copy) NSDecimalNumber *notANumber;

- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber
                              withBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (NSDecimalNumber *)decimalNumberBySubtracting:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberBySubtracting:(NSDecimalNumber *)decimalNumber
                                   withBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (NSDecimalNumber *)decimalNumberByMultiplyingBy:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByMultiplyingBy:(NSDecimalNumber *)decimalNumber
                                     withBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (NSDecimalNumber *)decimalNumberByDividingBy:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByDividingBy:(NSDecimalNumber *)decimalNumber
                                  withBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (NSDecimalNumber *)decimalNumberByRaisingToPower:(NSUInteger)power;
- (NSDecimalNumber *)decimalNumberByRaisingToPower:(NSUInteger)power
                                      withBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (NSDecimalNumber *)decimalNumberByMultiplyingByPowerOf10:(short)power;
- (NSDecimalNumber *)decimalNumberByMultiplyingByPowerOf10:(short)power
                                              withBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (NSDecimalNumber *)decimalNumberByRoundingAccordingToBehavior:(nullable id<NSDecimalNumberBehaviors>)behavior;

- (NSComparisonResult)compare:(NSNumber *)decimalNumber NS_REFINED_FOR_SWIFT; // see NSComparisonResult

@property (class, strong) id<NSDecimalNumberBehaviors> defaultBehavior;
@property (readonly) double doubleValue;
@end

// Foundation/NSSet.h: Swift's Set (the class stays visible: @NSManaged to-many accessors take NSSet).
@interface NSSet<__covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
- (nullable ObjectType)member:(ObjectType)object;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end

@interface NSSet<ObjectType> (NSExtendedSet)
@property (readonly, copy) NSArray<ObjectType> *allObjects;
- (nullable ObjectType)anyObject;
- (BOOL)containsObject:(ObjectType)anObject;
- (BOOL)intersectsSet:(NSSet<ObjectType> *)otherSet;
- (BOOL)isEqualToSet:(NSSet<ObjectType> *)otherSet;
- (BOOL)isSubsetOfSet:(NSSet<ObjectType> *)otherSet;
- (NSSet<ObjectType> *)setByAddingObject:(ObjectType)anObject;
- (NSSet<ObjectType> *)setByAddingObjectsFromSet:(NSSet<ObjectType> *)other;
- (NSSet<ObjectType> *)setByAddingObjectsFromArray:(NSArray<ObjectType> *)other;
@end

@interface NSSet<ObjectType> (NSSetCreation)
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set copyItems:(BOOL)flag;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@end

// Foundation/NSSet.h: NSMutableSet (the live to-many proxy of -mutableSetValueForKey:).
@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
@end

@interface NSMutableSet<ObjectType> (NSExtendedMutableSet)
- (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
- (void)removeAllObjects;
@end

@interface NSSet<ObjectType> (NSPredicateSupport)
- (NSSet<ObjectType> *)filteredSetUsingPredicate:(NSPredicate *)predicate;
@end

@interface NSSet<ObjectType> (NSSortDescriptorSorting)
- (NSArray<ObjectType> *)sortedArrayUsingDescriptors:(NSArray<NSSortDescriptor *> *)sortDescriptors;
@end

// Foundation/NSIndexSet.h: Swift's IndexSet (the class stays visible: @NSManaged ordered to-many accessors take it).
@interface NSIndexSet : NSObject
- (instancetype)initWithIndex:(NSUInteger)value;
- (instancetype)initWithIndexSet:(NSIndexSet *)indexSet NS_DESIGNATED_INITIALIZER;
- (BOOL)isEqualToIndexSet:(NSIndexSet *)indexSet;
@property (readonly) NSUInteger count;
@property (readonly) NSUInteger firstIndex;
@property (readonly) NSUInteger lastIndex;
- (NSUInteger)indexGreaterThanIndex:(NSUInteger)value;
- (NSUInteger)indexLessThanIndex:(NSUInteger)value;
- (NSUInteger)indexGreaterThanOrEqualToIndex:(NSUInteger)value;
- (NSUInteger)indexLessThanOrEqualToIndex:(NSUInteger)value;
- (BOOL)containsIndex:(NSUInteger)value;
- (BOOL)containsIndexes:(NSIndexSet *)indexSet;
@end

// Foundation/NSOrderedSet.h.
@interface NSOrderedSet<__covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)idx;
- (NSUInteger)indexOfObject:(ObjectType)object;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@end

@interface NSOrderedSet<ObjectType> (NSExtendedOrderedSet)
- (NSArray<ObjectType> *)objectsAtIndexes:(NSIndexSet *)indexes;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (BOOL)isEqualToOrderedSet:(NSOrderedSet<ObjectType> *)other;
- (BOOL)containsObject:(ObjectType)object;
- (BOOL)intersectsOrderedSet:(NSOrderedSet<ObjectType> *)other;
- (BOOL)intersectsSet:(NSSet<ObjectType> *)set;
- (BOOL)isSubsetOfOrderedSet:(NSOrderedSet<ObjectType> *)other;
- (BOOL)isSubsetOfSet:(NSSet<ObjectType> *)set;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
@property (readonly, copy) NSOrderedSet<ObjectType> *reversedOrderedSet;
@property (readonly, strong) NSArray<ObjectType> *array;
@property (readonly, strong) NSSet<ObjectType> *set;
@end

@interface NSOrderedSet<ObjectType> (NSOrderedSetCreation)
- (instancetype)initWithObject:(ObjectType)object;
- (instancetype)initWithOrderedSet:(NSOrderedSet<ObjectType> *)set;
- (instancetype)initWithOrderedSet:(NSOrderedSet<ObjectType> *)set copyItems:(BOOL)flag;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithArray:(NSArray<ObjectType> *)set copyItems:(BOOL)flag;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set copyItems:(BOOL)flag;
@end

@interface NSOrderedSet<ObjectType> (NSPredicateSupport)
- (NSOrderedSet<ObjectType> *)filteredOrderedSetUsingPredicate:(NSPredicate *)p;
@end

// Foundation/NSOrderedSet.h: NSMutableOrderedSet (the live proxy of -mutableOrderedSetValueForKey:).
@interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
- (void)insertObject:(ObjectType)object atIndex:(NSUInteger)idx;
- (void)removeObjectAtIndex:(NSUInteger)idx;
- (void)replaceObjectAtIndex:(NSUInteger)idx withObject:(ObjectType)object;
@end

@interface NSMutableOrderedSet<ObjectType> (NSExtendedMutableOrderedSet)
- (void)addObject:(ObjectType)object;
- (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
- (void)removeObject:(ObjectType)object;
- (void)removeAllObjects;
@end

// Foundation/NSSortDescriptor.h. SEL is imported as OpaquePointer on Linux and `#selector` needs the Objective-C
// runtime, so only `selector: nil` can be passed here.
@interface NSSortDescriptor : NSObject
- (instancetype)initWithKey:(nullable NSString *)key ascending:(BOOL)ascending;
- (instancetype)initWithKey:(nullable NSString *)key ascending:(BOOL)ascending selector:(nullable SEL)selector;
@property (nullable, readonly, copy) NSString *key;
@property (readonly) BOOL ascending;
@property (nullable, readonly) SEL selector;
- (void)allowEvaluation;
- (NSComparisonResult)compareObject:(id)object1 toObject:(id)object2 NS_REFINED_FOR_SWIFT; // see NSComparisonResult
@property (readonly, retain) id reversedSortDescriptor;
@end

// Foundation/NSPredicate.h. Swift's variadic init(format:_:) is in Overlay.swift.
@interface NSPredicate : NSObject
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments;
+ (NSPredicate *)predicateWithValue:(BOOL)value;
+ (NSPredicate *)predicateWithBlock:(BOOL (^)(id _Nullable evaluatedObject,
                                         NSDictionary<NSString *, id> *_Nullable bindings))block;
@property (readonly, copy) NSString *predicateFormat;
- (instancetype)predicateWithSubstitutionVariables:(NSDictionary<NSString *, id> *)variables;
- (BOOL)evaluateWithObject:(nullable id)object;
- (BOOL)evaluateWithObject:(nullable id)object substitutionVariables:(nullable NSDictionary<NSString *, id> *)bindings;
- (void)allowEvaluation;
@end

// Foundation/NSCompoundPredicate.h.
typedef NS_ENUM(NSUInteger, NSCompoundPredicateType) {
    NSNotPredicateType = 0,
    NSAndPredicateType,
    NSOrPredicateType,
};

@interface NSCompoundPredicate : NSPredicate
- (instancetype)initWithType:(NSCompoundPredicateType)type subpredicates:(NSArray<NSPredicate *> *)subpredicates
    NS_DESIGNATED_INITIALIZER;
@property (readonly) NSCompoundPredicateType compoundPredicateType;
@property (readonly, copy) NSArray *subpredicates;
+ (NSCompoundPredicate *)andPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates
    NS_SWIFT_NAME(init(andPredicateWithSubpredicates:));
+ (NSCompoundPredicate *)orPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates
    NS_SWIFT_NAME(init(orPredicateWithSubpredicates:));
+ (NSCompoundPredicate *)notPredicateWithSubpredicate:(NSPredicate *)predicate
    NS_SWIFT_NAME(init(notPredicateWithSubpredicate:));
@end

// Foundation/NSExpression.h: the factory methods the model-as-code builds expressions with (Swift imports the
// `expressionFor...:` ones as `init(for...:)`). Apple's declarations: developer.apple.com/documentation/foundation/
// nsexpression, and the header in the macOS SDK.
typedef NS_ENUM(NSUInteger, NSExpressionType) {
    NSConstantValueExpressionType = 0,
    NSEvaluatedObjectExpressionType,
    NSVariableExpressionType,
    NSKeyPathExpressionType,
    NSFunctionExpressionType,
    NSUnionSetExpressionType,
    NSIntersectSetExpressionType,
    NSMinusSetExpressionType,
    NSSubqueryExpressionType = 13,
    NSAggregateExpressionType = 14,
    NSAnyKeyExpressionType = 15,
    NSBlockExpressionType = 19,
    NSConditionalExpressionType = 20
};

@interface NSExpression : NSObject
- (instancetype)initWithExpressionType:(NSExpressionType)type NS_DESIGNATED_INITIALIZER;
+ (NSExpression *)expressionForConstantValue:(nullable id)obj;
+ (NSExpression *)expressionForEvaluatedObject;
+ (NSExpression *)expressionForVariable:(NSString *)string;
+ (NSExpression *)expressionForKeyPath:(NSString *)keyPath;
+ (NSExpression *)expressionForFunction:(NSString *)name arguments:(NSArray *)parameters;
+ (NSExpression *)expressionForAggregate:(NSArray<NSExpression *> *)subexpressions;
+ (NSExpression *)expressionForSubquery:(NSExpression *)expression usingIteratorVariable:(NSString *)variable
                              predicate:(NSPredicate *)predicate;
+ (NSExpression *)expressionForFunction:(NSExpression *)target selectorName:(NSString *)name
                              arguments:(nullable NSArray *)parameters;
+ (NSExpression *)expressionForAnyKey;
+ (NSExpression *)expressionForConditional:(NSPredicate *)predicate trueExpression:(NSExpression *)trueExpression
                           falseExpression:(NSExpression *)falseExpression;
@property (readonly) NSExpressionType expressionType;
- (void)allowEvaluation;
@end

// Foundation/NSComparisonPredicate.h. The initializer only: the class method with the same selector pieces would be
// imported as the same Swift initializer.
typedef NS_OPTIONS(NSUInteger, NSComparisonPredicateOptions) {
    NSCaseInsensitivePredicateOption = 0x01,
    NSDiacriticInsensitivePredicateOption = 0x02,
    NSNormalizedPredicateOption = 0x04,
};

typedef NS_ENUM(NSUInteger, NSComparisonPredicateModifier) {
    NSDirectPredicateModifier = 0,
    NSAllPredicateModifier,
    NSAnyPredicateModifier
};

typedef NS_ENUM(NSUInteger, NSPredicateOperatorType) {
    NSLessThanPredicateOperatorType = 0,
    NSLessThanOrEqualToPredicateOperatorType,
    NSGreaterThanPredicateOperatorType,
    NSGreaterThanOrEqualToPredicateOperatorType,
    NSEqualToPredicateOperatorType,
    NSNotEqualToPredicateOperatorType,
    NSMatchesPredicateOperatorType,
    NSLikePredicateOperatorType,
    NSBeginsWithPredicateOperatorType,
    NSEndsWithPredicateOperatorType,
    NSInPredicateOperatorType,
    NSCustomSelectorPredicateOperatorType,
    NSContainsPredicateOperatorType = 99,
    NSBetweenPredicateOperatorType
};

@interface NSComparisonPredicate : NSPredicate
- (instancetype)initWithLeftExpression:(NSExpression *)lhs rightExpression:(NSExpression *)rhs
                              modifier:(NSComparisonPredicateModifier)modifier type:(NSPredicateOperatorType)type
                               options:(NSComparisonPredicateOptions)options NS_DESIGNATED_INITIALIZER;
@property (readonly) NSPredicateOperatorType predicateOperatorType;
@property (readonly) NSComparisonPredicateModifier comparisonPredicateModifier;
@property (readonly, retain) NSExpression *leftExpression;
@property (readonly, retain) NSExpression *rightExpression;
@property (readonly) NSComparisonPredicateOptions options;
@end

// Foundation/NSValueTransformer.h (NSValueTransformerName is NS_TYPED_EXTENSIBLE_ENUM in the current SDK).
typedef NSString *NSValueTransformerName NS_TYPED_EXTENSIBLE_ENUM;

FOUNDATION_EXPORT NSValueTransformerName const NSNegateBooleanTransformerName;
FOUNDATION_EXPORT NSValueTransformerName const NSIsNilTransformerName;
FOUNDATION_EXPORT NSValueTransformerName const NSIsNotNilTransformerName;
FOUNDATION_EXPORT NSValueTransformerName const NSUnarchiveFromDataTransformerName
    API_DEPRECATED_WITH_REPLACEMENT("NSSecureUnarchiveFromDataTransformerName", macos(10.3, 10.14), ios(3.0, 12.0));
FOUNDATION_EXPORT NSValueTransformerName const NSKeyedUnarchiveFromDataTransformerName
    API_DEPRECATED_WITH_REPLACEMENT("NSSecureUnarchiveFromDataTransformerName", macos(10.3, 10.14), ios(3.0, 12.0));
FOUNDATION_EXPORT NSValueTransformerName const NSSecureUnarchiveFromDataTransformerName;

@interface NSValueTransformer : NSObject
+ (void)setValueTransformer:(nullable NSValueTransformer *)transformer forName:(NSValueTransformerName)name;
+ (nullable NSValueTransformer *)valueTransformerForName:(NSValueTransformerName)name;
+ (NSArray<NSValueTransformerName> *)valueTransformerNames;
+ (Class)transformedValueClass;
+ (BOOL)allowsReverseTransformation;
- (nullable id)transformedValue:(nullable id)value;
- (nullable id)reverseTransformedValue:(nullable id)value;
@end

/// A value transformer which transforms values to and from NSData by archiving and unarchiving using secure coding.
/// (Apple declares no name property for it: its name is NSValueTransformerName.secureUnarchiveFromDataTransformerName.)
@interface NSSecureUnarchiveFromDataTransformer : NSValueTransformer
@property (class, readonly, copy) NSArray<Class> *allowedTopLevelClasses;
@end

// ---------------------------------------------------------------------------------------------------------------------
// Core Data

@class NSEntityDescription, NSManagedObjectContext, NSManagedObjectModel, NSPersistentStore,
    NSPersistentStoreCoordinator, NSPropertyDescription, NSAttributeDescription, NSRelationshipDescription,
    NSPersistentStoreDescription, NSFetchRequest;

// CoreData/NSManagedObjectID.h.
NS_SWIFT_SENDABLE
@interface NSManagedObjectID : NSObject
@property (readonly, strong) NSEntityDescription *entity;
@property (nullable, readonly, weak) NSPersistentStore *persistentStore;
@property (readonly, getter=isTemporaryID) BOOL temporaryID;
- (NSURL *)URIRepresentation;
@end

// CoreData/NSManagedObject.h.
typedef NS_OPTIONS(NSUInteger, NSSnapshotEventType) {
    NSSnapshotEventUndoInsertion = 1 << 1,
    NSSnapshotEventUndoDeletion = 1 << 2,
    NSSnapshotEventUndoUpdate = 1 << 3,
    NSSnapshotEventRollback = 1 << 4,
    NSSnapshotEventRefresh = 1 << 5,
    NSSnapshotEventMergePolicy = 1 << 6
};

NS_REQUIRES_PROPERTY_DEFINITIONS
@interface NSManagedObject : NSObject
@property (class, readonly) BOOL contextShouldIgnoreUnmodeledPropertyChanges;
+ (NSEntityDescription *)entity;
// Hidden from Swift (`#ifndef __swift__` in Apple's header); Overlay.swift has the overlay's fetchRequest().
#ifndef __swift__
+ (NSFetchRequest *)fetchRequest NS_REFINED_FOR_SWIFT;
#endif
- (__kindof NSManagedObject *)initWithEntity:(NSEntityDescription *)entity
              insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;

@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, readonly) BOOL hasPersistentChangedValues;
@property (nonatomic, getter=isFault, readonly) BOOL fault;
- (BOOL)hasFaultForRelationshipNamed:(NSString *)key;
- (NSArray<NSManagedObjectID *> *)objectIDsForRelationshipNamed:(NSString *)key;
@property (nonatomic, readonly) NSUInteger faultingState;

- (void)willAccessValueForKey:(nullable NSString *)key;
- (void)didAccessValueForKey:(nullable NSString *)key;
- (void)willChangeValueForKey:(NSString *)key;
- (void)didChangeValueForKey:(NSString *)key;

- (void)awakeFromFetch;
- (void)awakeFromInsert;
- (void)awakeFromSnapshotEvents:(NSSnapshotEventType)flags;
- (void)prepareForDeletion;
- (void)willSave;
- (void)didSave;
- (void)willTurnIntoFault;
- (void)didTurnIntoFault;

- (nullable id)valueForKey:(NSString *)key MOGEN_DECLARED_IN_OVERLAY;
- (void)setValue:(nullable id)value forKey:(NSString *)key;
- (nullable id)primitiveValueForKey:(NSString *)key MOGEN_DECLARED_IN_OVERLAY;
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key;

- (NSDictionary<NSString *, id> *)committedValuesForKeys:(nullable NSArray<NSString *> *)keys;
- (NSDictionary<NSString *, id> *)changedValues;
- (NSDictionary<NSString *, id> *)changedValuesForCurrentEvent;

// Throwing in Swift; see NSError. (`id _Nullable * _Nonnull` is AutoreleasingUnsafeMutablePointer<AnyObject?> in
// Swift on Apple platforms.)
- (BOOL)validateValue:(id _Nullable * _Nonnull)value forKey:(NSString *)key error:(NSError **)error;
- (BOOL)validateForDelete:(NSError **)error;
- (BOOL)validateForInsert:(NSError **)error;
- (BOOL)validateForUpdate:(NSError **)error;
@end

// CoreData/NSFetchRequest.h, NSPersistentStoreRequest.h, NSPersistentStoreResult.h.
typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType = 0x00,
    NSManagedObjectIDResultType = 0x01,
    NSDictionaryResultType = 0x02,
    NSCountResultType = 0x04
};

@protocol NSFetchRequestResult <NSObject>
@end

@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSDictionary (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSManagedObject (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSManagedObjectID (NSFetchedResultSupport) <NSFetchRequestResult>
@end

typedef NS_ENUM(NSUInteger, NSPersistentStoreRequestType) {
    NSFetchRequestType = 1,
    NSSaveRequestType,
    NSBatchUpdateRequestType = 6,
    NSBatchDeleteRequestType = 7,
    NSBatchInsertRequestType = 8
};

@interface NSPersistentStoreRequest : NSObject
@property (nullable, strong) NSArray<NSPersistentStore *> *affectedStores;
@property (readonly) NSPersistentStoreRequestType requestType;
@end

@interface NSPersistentStoreResult : NSObject
@end

@interface NSFetchRequest<__covariant ResultType : id<NSFetchRequestResult>> : NSPersistentStoreRequest
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithEntityName:(NSString *)entityName;
// Throwing in Swift (`execute() throws -> [ResultType]`); see NSError.
- (nullable NSArray<ResultType> *)execute:(NSError **)error;
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, readonly, strong) NSString *entityName;
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL includesSubentities;
@property (nonatomic) BOOL includesPropertyValues;
@property (nonatomic) BOOL returnsObjectsAsFaults;
@property (nullable, nonatomic, copy) NSArray<NSString *> *relationshipKeyPathsForPrefetching;
@property (nonatomic) BOOL includesPendingChanges;
@property (nonatomic) BOOL returnsDistinctResults;
@property (nullable, nonatomic, copy) NSArray *propertiesToFetch;
@property (nonatomic) NSUInteger fetchOffset;
@property (nonatomic) NSUInteger fetchBatchSize;
@property (nonatomic) BOOL shouldRefreshRefetchedObjects;
@property (nullable, nonatomic, copy) NSArray *propertiesToGroupBy;
@property (nullable, nonatomic, strong) NSPredicate *havingPredicate;
@end

// CoreData/NSBatchDeleteRequest.h, NSPersistentStoreResult.h.
typedef NS_ENUM(NSUInteger, NSBatchDeleteRequestResultType) {
    NSBatchDeleteResultTypeStatusOnly = 0x0,
    NSBatchDeleteResultTypeObjectIDs = 0x1,
    NSBatchDeleteResultTypeCount = 0x2,
};

@interface NSBatchDeleteRequest : NSPersistentStoreRequest
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithFetchRequest:(NSFetchRequest *)fetch NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithObjectIDs:(NSArray<NSManagedObjectID *> *)objects;
@property NSBatchDeleteRequestResultType resultType;
@property (readonly, copy) NSFetchRequest *fetchRequest;
@end

@interface NSBatchDeleteResult : NSPersistentStoreResult
@property (nullable, strong, readonly) id result;
@property (readonly) NSBatchDeleteRequestResultType resultType;
@end

// CoreData/NSManagedObjectContext.h.
COREDATA_EXTERN NSString * const NSManagedObjectContextWillSaveNotification;
COREDATA_EXTERN NSString * const NSManagedObjectContextDidSaveNotification;
COREDATA_EXTERN NSString * const NSManagedObjectContextObjectsDidChangeNotification;
COREDATA_EXTERN NSString * const NSManagedObjectContextDidSaveObjectIDsNotification;
COREDATA_EXTERN NSString * const NSManagedObjectContextDidMergeChangesObjectIDsNotification;
COREDATA_EXTERN NSString * const NSInsertedObjectsKey;
COREDATA_EXTERN NSString * const NSUpdatedObjectsKey;
COREDATA_EXTERN NSString * const NSDeletedObjectsKey;
COREDATA_EXTERN NSString * const NSRefreshedObjectsKey;
COREDATA_EXTERN NSString * const NSInvalidatedObjectsKey;
COREDATA_EXTERN NSString * const NSInvalidatedAllObjectsKey;

// Merge policies as `id` globals (Swift: `var ...: Any`; in Swift 6 mode a reference to one is an error, as on
// Apple platforms: use NSMergePolicy's class properties).
COREDATA_EXTERN id NSErrorMergePolicy;
COREDATA_EXTERN id NSMergeByPropertyStoreTrumpMergePolicy;
COREDATA_EXTERN id NSMergeByPropertyObjectTrumpMergePolicy;
COREDATA_EXTERN id NSOverwriteMergePolicy;
COREDATA_EXTERN id NSRollbackMergePolicy;

typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) {
    NSConfinementConcurrencyType API_DEPRECATED("Use another NSManagedObjectContextConcurrencyType", macosx(10.4, 10.11),
        ios(3.0, 9.0)) = 0x00,
    NSPrivateQueueConcurrencyType = 0x01,
    NSMainQueueConcurrencyType = 0x02
};

NS_SWIFT_SENDABLE
@interface NSManagedObjectContext : NSObject
+ (instancetype)new API_DEPRECATED("Use -initWithConcurrencyType: instead", macosx(10.4, 10.11), ios(3.0, 9.0));
- (instancetype)init API_DEPRECATED("Use -initWithConcurrencyType: instead", macosx(10.4, 10.11), ios(3.0, 9.0));
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;

- (void)performBlock:(void (NS_SWIFT_SENDABLE ^)(void))block;
- (void)performBlockAndWait:(void (NS_SWIFT_SENDABLE NS_NOESCAPE ^)(void))block;

@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (nullable, strong) NSManagedObjectContext *parentContext;
@property (nullable, copy) NSString *name;
@property (nonatomic, readonly) BOOL hasChanges;
@property (readonly) NSManagedObjectContextConcurrencyType concurrencyType;

- (nullable __kindof NSManagedObject *)objectRegisteredForID:(NSManagedObjectID *)objectID;
- (__kindof NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID;
// Throwing in Swift; see NSError.
- (nullable __kindof NSManagedObject *)existingObjectWithID:(NSManagedObjectID *)objectID error:(NSError **)error;
// Overlay.swift has the Swift forms Apple's overlay has (generic fetch<T>(_:) and count<T>(for:)).
- (nullable NSArray *)executeFetchRequest:(NSFetchRequest *)request error:(NSError **)error NS_REFINED_FOR_SWIFT;
- (NSUInteger)countForFetchRequest:(NSFetchRequest *)request error:(NSError **)error
    __attribute__((swift_error(nonnull_error)));
- (nullable __kindof NSPersistentStoreResult *)executeRequest:(NSPersistentStoreRequest *)request error:(NSError **)error;

- (void)insertObject:(NSManagedObject *)object;
- (void)deleteObject:(NSManagedObject *)object;
- (void)refreshObject:(NSManagedObject *)object mergeChanges:(BOOL)flag;
- (void)detectConflictsForObject:(NSManagedObject *)object;
- (void)processPendingChanges;
- (void)assignObject:(id)object toPersistentStore:(NSPersistentStore *)store;

@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *insertedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *updatedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *deletedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *registeredObjects;

- (void)undo;
- (void)redo;
- (void)reset;
- (void)rollback;
- (BOOL)save:(NSError **)error; // throwing in Swift; see NSError
- (void)refreshAllObjects;

@property (nonatomic) BOOL propagatesDeletesAtEndOfEvent;
@property (nonatomic) BOOL retainsRegisteredObjects;
@property BOOL shouldDeleteInaccessibleFaults;
@property () NSTimeInterval stalenessInterval;
@property (strong) id mergePolicy;

// Throwing in Swift; see NSError.
- (BOOL)obtainPermanentIDsForObjects:(NSArray<NSManagedObject *> *)objects error:(NSError **)error;
- (void)mergeChangesFromContextDidSaveNotification:(NSNotification *)notification;
+ (void)mergeChangesFromRemoteContextSave:(NSDictionary *)changeNotificationData
                             intoContexts:(NSArray<NSManagedObjectContext *> *)contexts;
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;
@property (nullable, copy) NSString *transactionAuthor;
@end

// CoreData/NSMergePolicy.h.
typedef NS_ENUM(NSUInteger, NSMergePolicyType) {
    NSErrorMergePolicyType = 0x00,
    NSMergeByPropertyStoreTrumpMergePolicyType = 0x01,
    NSMergeByPropertyObjectTrumpMergePolicyType = 0x02,
    NSOverwriteMergePolicyType = 0x03,
    NSRollbackMergePolicyType = 0x04
};

@interface NSMergeConflict : NSObject
@property (readonly, retain) NSManagedObject *sourceObject;
@property (nullable, readonly, retain) NSDictionary<NSString *, id> *objectSnapshot;
@property (nullable, readonly, retain) NSDictionary<NSString *, id> *cachedSnapshot;
@property (nullable, readonly, retain) NSDictionary<NSString *, id> *persistedSnapshot;
@property (readonly) NSUInteger newVersionNumber;
@property (readonly) NSUInteger oldVersionNumber;
- (instancetype)init NS_UNAVAILABLE;
@end

@interface NSMergePolicy : NSObject
@property (class, readonly, strong) NSMergePolicy *errorMergePolicy;
@property (class, readonly, strong) NSMergePolicy *rollbackMergePolicy;
@property (class, readonly, strong) NSMergePolicy *overwriteMergePolicy;
@property (class, readonly, strong) NSMergePolicy *mergeByPropertyObjectTrumpMergePolicy;
@property (class, readonly, strong) NSMergePolicy *mergeByPropertyStoreTrumpMergePolicy;
@property (readonly) NSMergePolicyType mergeType;
- (id)initWithMergeType:(NSMergePolicyType)ty NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
- (BOOL)resolveConflicts:(NSArray *)list error:(NSError **)error; // throwing in Swift; see NSError
@end

@class NSFetchIndexDescription;

// CoreData/NSEntityDescription.h.
@interface NSEntityDescription : NSObject
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName
                         inManagedObjectContext:(NSManagedObjectContext *)context;
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName
                                       inManagedObjectContext:(NSManagedObjectContext *)context;
@property (readonly, assign) NSManagedObjectModel *managedObjectModel;
@property (null_resettable, copy) NSString *managedObjectClassName;
@property (nullable, copy) NSString *name;
@property (getter=isAbstract) BOOL abstract;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *subentitiesByName;
@property (strong) NSArray<NSEntityDescription *> *subentities;
@property (nullable, readonly, assign) NSEntityDescription *superentity;
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
@property (strong) NSArray<__kindof NSPropertyDescription *> *properties;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (readonly, copy) NSDictionary<NSString *, NSAttributeDescription *> *attributesByName;
@property (readonly, copy) NSDictionary<NSString *, NSRelationshipDescription *> *relationshipsByName;
- (NSArray<NSRelationshipDescription *> *)relationshipsWithDestinationEntity:(NSEntityDescription *)entity;
- (BOOL)isKindOfEntity:(NSEntityDescription *)entity;
@property (readonly, copy) NSData *versionHash;
@property (nullable, copy) NSString *versionHashModifier;
@property (nullable, copy) NSString *renamingIdentifier;
@property (strong) NSArray<NSArray<id> *> *uniquenessConstraints;
@property (copy) NSArray<NSFetchIndexDescription *> *indexes;
@end

// CoreData/NSPropertyDescription.h.
@interface NSPropertyDescription : NSObject
@property (nonatomic, readonly, assign) NSEntityDescription *entity;
@property (nonatomic, copy) NSString *name;
@property (getter=isOptional) BOOL optional;
@property (getter=isTransient) BOOL transient;
@property (readonly, strong) NSArray<NSPredicate *> *validationPredicates;
@property (readonly, strong) NSArray *validationWarnings;
- (void)setValidationPredicates:(nullable NSArray<NSPredicate *> *)validationPredicates
         withValidationWarnings:(nullable NSArray<NSString *> *)validationWarnings;
@property (nullable, nonatomic, strong) NSDictionary *userInfo;
@property (getter=isIndexed) BOOL indexed API_DEPRECATED("Use NSEntityDescription.indexes instead", macos(10.5, 10.13),
    ios(3.0, 11.0));
@property (readonly, copy) NSData *versionHash;
@property (nullable, copy) NSString *versionHashModifier;
@property (getter=isIndexedBySpotlight) BOOL indexedBySpotlight;
@property (nullable, copy) NSString *renamingIdentifier;
@end

// CoreData/NSAttributeDescription.h.
typedef NS_ENUM(NSUInteger, NSAttributeType) {
    NSUndefinedAttributeType = 0,
    NSInteger16AttributeType = 100,
    NSInteger32AttributeType = 200,
    NSInteger64AttributeType = 300,
    NSDecimalAttributeType = 400,
    NSDoubleAttributeType = 500,
    NSFloatAttributeType = 600,
    NSStringAttributeType = 700,
    NSBooleanAttributeType = 800,
    NSDateAttributeType = 900,
    NSBinaryDataAttributeType = 1000,
    NSUUIDAttributeType = 1100,
    NSURIAttributeType = 1200,
    NSTransformableAttributeType = 1800,
    NSObjectIDAttributeType = 2000,
    NSCompositeAttributeType = 2100
};

@interface NSAttributeDescription : NSPropertyDescription
@property () NSAttributeType attributeType;
@property (nullable, copy) NSString *attributeValueClassName;
@property (nullable, retain) id defaultValue;
@property (readonly, copy) NSData *versionHash;
@property (nullable, copy) NSString *valueTransformerName;
@property () BOOL allowsExternalBinaryDataStorage;
@property () BOOL preservesValueInHistoryOnDeletion;
@property () BOOL allowsCloudEncryption;
@end

// CoreData/NSRelationshipDescription.h.
typedef NS_ENUM(NSUInteger, NSDeleteRule) {
    NSNoActionDeleteRule,
    NSNullifyDeleteRule,
    NSCascadeDeleteRule,
    NSDenyDeleteRule
};

@interface NSRelationshipDescription : NSPropertyDescription
@property (nullable, nonatomic, assign) NSEntityDescription *destinationEntity;
@property (nullable, nonatomic, assign) NSRelationshipDescription *inverseRelationship;
@property () NSUInteger maxCount;
@property () NSUInteger minCount;
@property () NSDeleteRule deleteRule;
@property (readonly, getter=isToMany) BOOL toMany;
@property (readonly, copy) NSData *versionHash;
@property (getter=isOrdered) BOOL ordered;
@end

// CoreData/NSDerivedAttributeDescription.h.
@interface NSDerivedAttributeDescription : NSAttributeDescription
@property (strong, nullable) NSExpression *derivationExpression;
@end

// CoreData/NSCompositeAttributeDescription.h (developer.apple.com: var elements: [NSAttributeDescription]).
@interface NSCompositeAttributeDescription : NSAttributeDescription
@property (copy) NSArray<NSAttributeDescription *> *elements;
@end

// CoreData/NSFetchIndexElementDescription.h, NSFetchIndexDescription.h.
typedef NS_ENUM(NSUInteger, NSFetchIndexElementType) {
    NSFetchIndexElementTypeBinary,
    NSFetchIndexElementTypeRTree,
};

@interface NSFetchIndexElementDescription : NSObject
- (instancetype)initWithProperty:(NSPropertyDescription *)property collationType:(NSFetchIndexElementType)collationType;
@property (readonly, nullable, retain) NSPropertyDescription *property;
@property (readonly, nullable, retain) NSString *propertyName;
@property NSFetchIndexElementType collationType;
@property (getter=isAscending) BOOL ascending;
@end

@interface NSFetchIndexDescription : NSObject
- (instancetype)initWithName:(NSString *)name elements:(nullable NSArray<NSFetchIndexElementDescription *> *)elements;
@property (copy) NSString *name;
@property (copy) NSArray<NSFetchIndexElementDescription *> *elements;
@property (readonly, nonatomic, nullable, assign) NSEntityDescription *entity;
@property (copy, nullable) NSPredicate *partialIndexPredicate;
@end

// CoreData/NSFetchedPropertyDescription.h.
@interface NSFetchedPropertyDescription : NSPropertyDescription
@property (nullable, strong) NSFetchRequest *fetchRequest;
@end

// CoreData/NSManagedObjectModel.h.
@interface NSManagedObjectModel : NSObject
+ (nullable NSManagedObjectModel *)mergedModelFromBundles:(nullable NSArray<NSBundle *> *)bundles;
+ (nullable NSManagedObjectModel *)modelByMergingModels:(nullable NSArray<NSManagedObjectModel *> *)models;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (readonly, strong) NSArray<NSString *> *configurations;
- (nullable NSArray<NSEntityDescription *> *)entitiesForConfiguration:(nullable NSString *)configuration;
- (void)setEntities:(NSArray<NSEntityDescription *> *)entities forConfiguration:(NSString *)configuration;
- (void)setFetchRequestTemplate:(nullable NSFetchRequest *)fetchRequestTemplate forName:(NSString *)name;
- (nullable NSFetchRequest *)fetchRequestTemplateForName:(NSString *)name;
- (nullable NSFetchRequest *)fetchRequestFromTemplateWithName:(NSString *)name
                                        substitutionVariables:(NSDictionary<NSString *, id> *)variables;
@property (nullable, strong) NSDictionary<NSString *, NSString *> *localizationDictionary;
@property (readonly, copy) NSDictionary<NSString *, NSFetchRequest *> *fetchRequestTemplatesByName;
@property (copy) NSSet *versionIdentifiers;
- (BOOL)isConfiguration:(nullable NSString *)configuration
    compatibleWithStoreMetadata:(NSDictionary<NSString *, id> *)metadata;
@property (readonly, copy) NSDictionary<NSString *, NSData *> *entityVersionHashesByName;
// Staged migration (macOS 14, iOS 17): the checksum a model reference must give.
@property (readonly, copy) NSString *versionChecksum;
// Throwing in Swift; see NSError.
+ (nullable NSDictionary<NSString *, NSString *> *)checksumsForVersionedModelAtURL:(NSURL *)modelURL
                                                                             error:(NSError **)error;
@end

// CoreData/NSPersistentStore.h.
@interface NSPersistentStore : NSObject
- (instancetype)initWithPersistentStoreCoordinator:(nullable NSPersistentStoreCoordinator *)root
                                configurationName:(nullable NSString *)name
                                              URL:(NSURL *)url
                                          options:(nullable NSDictionary *)options NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
@property (nullable, readonly, weak) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (readonly, copy) NSString *configurationName;
@property (nullable, readonly, strong) NSDictionary *options;
@property (nullable, strong) NSURL *URL;
@property (copy) NSString *identifier;
@property (readonly, copy) NSString *type;
@property (getter=isReadOnly) BOOL readOnly;
@property (nullable, nonatomic, strong) NSDictionary<NSString *, id> *metadata;
@end

// CoreData/NSPersistentStoreCoordinator.h.
COREDATA_EXTERN NSString * const NSSQLiteStoreType;
COREDATA_EXTERN NSString * const NSBinaryStoreType;
COREDATA_EXTERN NSString * const NSInMemoryStoreType;
COREDATA_EXTERN NSString * const NSStoreTypeKey;
COREDATA_EXTERN NSString * const NSStoreUUIDKey;
COREDATA_EXTERN NSString * const NSReadOnlyPersistentStoreOption;
COREDATA_EXTERN NSString * const NSMigratePersistentStoresAutomaticallyOption;
COREDATA_EXTERN NSString * const NSInferMappingModelAutomaticallyOption;
COREDATA_EXTERN NSString * const NSPersistentHistoryTrackingKey;
COREDATA_EXTERN NSString * const NSPersistentStoreRemoteChangeNotificationPostOptionKey;
COREDATA_EXTERN NSString * const NSPersistentStoreStagedMigrationManagerOptionKey;

NS_SWIFT_SENDABLE
@interface NSPersistentStoreCoordinator : NSObject
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
@property (nullable, copy) NSString *name;
- (nullable __kindof NSPersistentStore *)persistentStoreForURL:(NSURL *)URL;
- (NSURL *)URLForPersistentStore:(NSPersistentStore *)store;
// Throwing in Swift; see NSError.
- (nullable __kindof NSPersistentStore *)addPersistentStoreWithType:(NSString *)storeType
                                                      configuration:(nullable NSString *)configuration
                                                                URL:(nullable NSURL *)storeURL
                                                            options:(nullable NSDictionary *)options
                                                              error:(NSError **)error;
- (void)addPersistentStoreWithDescription:(NSPersistentStoreDescription *)storeDescription
                        completionHandler:(void (^)(NSPersistentStoreDescription *, NSError *_Nullable))block
    NS_SWIFT_DISABLE_ASYNC;
- (BOOL)removePersistentStore:(NSPersistentStore *)store error:(NSError **)error; // throwing in Swift
- (nullable NSManagedObjectID *)managedObjectIDForURIRepresentation:(NSURL *)url;
- (void)performBlock:(void (NS_SWIFT_SENDABLE ^)(void))block;
- (void)performBlockAndWait:(void (NS_SWIFT_SENDABLE NS_NOESCAPE ^)(void))block;
@end

// CoreData/NSPersistentCloudKitContainerOptions.h (its databaseScope, a CloudKit type, is left out).
@interface NSPersistentCloudKitContainerOptions : NSObject
@property (readonly, copy) NSString *containerIdentifier;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithContainerIdentifier:(NSString *)containerIdentifier NS_DESIGNATED_INITIALIZER;
@end

// CoreData/NSPersistentStoreDescription.h.
@interface NSPersistentStoreDescription : NSObject
@property (copy) NSString *type;
@property (copy, nullable) NSString *configuration;
@property (copy, nullable) NSURL *URL;
@property (nonatomic, copy, readonly) NSDictionary<NSString *, NSObject *> *options;
- (void)setOption:(nullable NSObject *)option forKey:(NSString *)key;
@property (getter=isReadOnly) BOOL readOnly;
@property NSTimeInterval timeout;
@property (nonatomic, copy, readonly) NSDictionary<NSString *, NSObject *> *sqlitePragmas;
- (void)setValue:(nullable NSObject *)value forPragmaNamed:(NSString *)name;
@property BOOL shouldAddStoreAsynchronously;
@property BOOL shouldMigrateStoreAutomatically;
@property BOOL shouldInferMappingModelAutomatically;
- (instancetype)initWithURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;
@property (strong, nullable) NSPersistentCloudKitContainerOptions *cloudKitContainerOptions;
@end

// CoreData/NSPersistentContainer.h.
NS_SWIFT_SENDABLE
@interface NSPersistentContainer : NSObject
+ (NSURL *)defaultDirectoryURL;
@property (copy, readonly) NSString *name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
- (instancetype)initWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError *_Nullable))block
    NS_SWIFT_DISABLE_ASYNC;
- (NSManagedObjectContext *)newBackgroundContext NS_RETURNS_RETAINED;
- (void)performBackgroundTask:(void (NS_SWIFT_SENDABLE ^)(NSManagedObjectContext *))block;
@end

// CoreData/NSPersistentCloudKitContainer.h: the container, without its CloudKit-typed methods (record(for:), ...) and
// initializeCloudKitSchemaWithOptions:error:. Sendable as its superclass is.
@interface NSPersistentCloudKitContainer : NSPersistentContainer
@end

// Staged migration (macOS 14, iOS 17): CoreData/NSManagedObjectModelReference.h, NSMigrationStage.h,
// NSLightweightMigrationStage.h, NSCustomMigrationStage.h and NSStagedMigrationManager.h. What is refined for Swift
// (the stages' and the manager's initializers, the custom stage's handlers, whose blocks report errors through
// `NSError **`) has its Swift form in Overlay.swift.
@interface NSManagedObjectModelReference : NSObject
@property (readonly, strong) NSManagedObjectModel *resolvedModel;
@property (readonly, strong) NSString *versionChecksum;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithModel:(NSManagedObjectModel *)model versionChecksum:(NSString *)versionChecksum;
- (instancetype)initWithFileURL:(NSURL *)fileURL versionChecksum:(NSString *)versionChecksum;
// These two take an NSBundle, which is Foundation's Bundle in Swift; the stand-in NSBundle cannot become
// swift-corelibs-foundation's Bundle, so their Swift forms are declared in Overlay.swift.
- (instancetype)initWithEntityVersionHashes:(NSDictionary *)versionHash
                                   inBundle:(nullable NSBundle *)bundle
                            versionChecksum:(NSString *)versionChecksum MOGEN_DECLARED_IN_OVERLAY;
- (instancetype)initWithName:(NSString *)modelName
                    inBundle:(nullable NSBundle *)bundle
             versionChecksum:(NSString *)versionChecksum MOGEN_DECLARED_IN_OVERLAY;
@end

@interface NSMigrationStage : NSObject
@property (nonatomic, null_resettable, copy) NSString *label;
@end

@interface NSLightweightMigrationStage : NSMigrationStage
@property (readonly, strong) NSArray<NSString *> *versionChecksums;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithVersionChecksums:(NSArray<NSString *> *)versionChecksums NS_DESIGNATED_INITIALIZER
    NS_REFINED_FOR_SWIFT;
@end

@class NSStagedMigrationManager;

@interface NSCustomMigrationStage : NSMigrationStage
@property (readonly, strong) NSManagedObjectModelReference *currentModel;
@property (readonly, strong) NSManagedObjectModelReference *nextModel;
// The handlers' blocks report errors through `NSError **`; see NSError. Declared in Overlay.swift.
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithCurrentModelReference:(NSManagedObjectModelReference *)currentModel
                           nextModelReference:(NSManagedObjectModelReference *)nextModel NS_DESIGNATED_INITIALIZER
    NS_REFINED_FOR_SWIFT;
@end

@interface NSStagedMigrationManager : NSObject
@property (readonly, strong) NSArray<__kindof NSMigrationStage *> *stages;
@property (readonly, strong, nullable) NSPersistentContainer *container;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithMigrationStages:(NSArray<__kindof NSMigrationStage *> *)stages NS_DESIGNATED_INITIALIZER
    NS_REFINED_FOR_SWIFT;
@end

// CoreData/NSMappingModel.h and NSMigrationManager.h: a migration with a mapping model. The methods that take
// NSBundle or report errors have their Swift forms in Overlay.swift.
@interface NSMappingModel : NSObject
+ (nullable NSMappingModel *)mappingModelFromBundles:(nullable NSArray<NSBundle *> *)bundles
                                      forSourceModel:(nullable NSManagedObjectModel *)sourceModel
                                    destinationModel:(nullable NSManagedObjectModel *)destinationModel
    MOGEN_DECLARED_IN_OVERLAY;
@end

@interface NSMigrationManager : NSObject
- (instancetype)initWithSourceModel:(NSManagedObjectModel *)sourceModel
                   destinationModel:(NSManagedObjectModel *)destinationModel;
@property (readonly, strong) NSManagedObjectModel *sourceModel;
@property (readonly, strong) NSManagedObjectModel *destinationModel;
@end

NS_ASSUME_NONNULL_END
