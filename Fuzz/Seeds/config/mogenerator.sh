#!/bin/sh
"${PODS_ROOT}/mogenerator/mogenerator" --model "$SRCROOT/App/Model.xcdatamodeld" \
  -M App/Generated --human-dir=App/Model --swift --base-class Base --base-class-import Kit \
  --template-var arc=true --template-var n=2 --output Out -C Default --orphaned; echo 'done' && ls | wc
