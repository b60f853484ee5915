// MogenGenerator: schema → template context → rendered files → output plan.
