// Objective-C declarations standing in for Apple's Core Data (and the Foundation classes it uses), so that
// generated code can be type-checked on Linux with Objective-C interop enabled: `@NSManaged`, `@objc(...)` and
// Objective-C representability are then checked as Xcode checks them. Only declarations; nothing here runs.
#pragma once

typedef signed char BOOL;

#pragma clang assume_nonnull begin

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
@property (readonly) unsigned long hash;
@property (readonly) id description;
@property (readonly) id debugDescription;
- (BOOL)isEqual:(nullable id)object;
@end

@protocol NSFetchRequestResult
@end

@interface NSNumber : NSObject <NSFetchRequestResult>
@end

@interface NSDecimalNumber : NSNumber
- (instancetype)initWithString:(id)numberValue;
@end

@interface NSSet : NSObject
@end

@interface NSOrderedSet : NSObject
- (instancetype)initWithArray:(id)array;
@end

@interface NSIndexSet : NSObject
@end

@interface NSDictionary : NSObject <NSFetchRequestResult>
@end

@interface NSPredicate : NSObject
- (instancetype)initWithFormat:(id)predicateFormat argumentArray:(nullable id)arguments;
@end

@interface NSManagedObjectID : NSObject <NSFetchRequestResult>
@end

@interface NSManagedObjectContext : NSObject
@end

@interface NSEntityDescription : NSObject
@end

@interface NSManagedObjectModel : NSObject
@end

@interface NSPersistentStoreCoordinator : NSObject
@end

@class NSFetchRequest;

@interface NSManagedObject : NSObject <NSFetchRequestResult>
+ (NSEntityDescription *)entity;
+ (NSFetchRequest *)fetchRequest;
- (instancetype)initWithEntity:(NSEntityDescription *)entity
    insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context __attribute__((objc_designated_initializer));
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, readonly, nullable, weak) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nonatomic, getter=isFault, readonly) BOOL fault;
@property (nonatomic, readonly) BOOL hasChanges;
- (void)awakeFromFetch;
- (void)awakeFromInsert;
- (void)willSave;
- (void)didSave;
- (void)prepareForDeletion;
@end

@interface NSFetchRequest<__covariant ResultType: id<NSFetchRequestResult>> : NSObject
- (instancetype)initWithEntityName:(id)entityName;
@property (nonatomic) unsigned long fetchLimit;
@property (nonatomic, nullable, strong) NSPredicate *predicate;
@end

#pragma clang assume_nonnull end
