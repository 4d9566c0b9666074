import { ZEcommerceCategories, ZEcommerceCategoriesQuery } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAdditionalBookers } from '../courses';

export const ecommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ecommerce/categories',
    {
      schema: {
        tags: ['ecommerce'],
        summary: 'E-commerce categories of a club (661: additional bookers — hotel, training, guest passes)',
        querystring: ZEcommerceCategoriesQuery,
        response: { 200: ZEcommerceCategories },
      },
    },
    async (request) => {
      const { clubId, categoryId } = request.query;
      const rows = await findAdditionalBookers(app.db, clubId, categoryId);
      return { Items: rows };
    },
  );
};
