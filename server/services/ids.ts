const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a stored id (PostgreSQL refuses anything else as a uuid). */
export const isUuid = (id: string) => UUID.test(id);
