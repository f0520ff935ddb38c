import { defineResource, paths, type ClassType, type ClassTypeList } from '@spotter/shared';

/**
 * The class types a plan may include (docs/product/classes.md, "Who may book"), read here only:
 * the classes section owns them, and the sections meet only through the API. Needs `classes.view`.
 */
export const planClassTypesResource = defineResource<ClassType, ClassType, ClassTypeList>({
  list: paths.classes.types,
  plain: (reply) => reply.class_types,
  rowId: (type) => type.id,
});
