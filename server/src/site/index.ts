// Site: the public site configuration and the OpenAPI document generated from the route table.
export { siteRouter } from './routes';
export { buildOpenApi, openApiPath } from './openapi';
