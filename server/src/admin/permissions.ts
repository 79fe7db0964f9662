// The roles of each ops permission are part of the route table's contract (who may call a route).
export { OPS_PERMISSIONS as PERMISSIONS } from '@tempo/shared';
