import { ZEcommerceCategories, ZEcommerceCategoriesQuery } from '@fairway/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { additionalBookers } from '../../db/schema';

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
      const rows = await app.db
        .select({
          Title: additionalBookers.title,
          Category: additionalBookers.courseId,
          DescriptiveTitle: additionalBookers.descriptiveTitle,
          Description: additionalBookers.description,
        })
        .from(additionalBookers)
        .where(and(eq(additionalBookers.clubId, clubId), eq(additionalBookers.categoryId, categoryId)))
        .orderBy(asc(additionalBookers.sortOrder), asc(additionalBookers.id));
      return { Items: rows };
    },
  );
};
